/* The table of device requests whose buffer holds a time: for each, its time64 number,
   its old one, the layout that turns either buffer into the other, the path family that
   remembers which one the kernel takes, and how the driver refuses a request it does
   not know. */
#ifndef T64_IOCTL_MAP_H
#define T64_IOCTL_MAP_H
#include "hidden.h"
#include "ioctl_layout.h"

struct t64_ioctl_map {
	unsigned long new_req, old_req;
	const struct t64_ioctl_layout *layout;
	unsigned char fam;      /* T64_FAM_* of path.h */
	unsigned char einval;   /* an unknown request is EINVAL as well as ENOTTY */
};

/* The entry whose time64 number is req, or null. */
T64_HIDDEN const struct t64_ioctl_map *__t64_ioctl_find(unsigned long req);
#endif
