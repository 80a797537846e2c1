#ifndef _SYS_UTSNAME_H
#define _SYS_UTSNAME_H
#ifdef __cplusplus
extern "C" {
#endif
/* The kernel's struct new_utsname (include/uapi/linux/utsname.h): six 65-byte strings,
   the same on every arch, filled by the newuname call (SYS_uname in t64's tables). */
struct utsname {
	char sysname[65];
	char nodename[65];
	char release[65];
	char version[65];
	char machine[65];
	char domainname[65];
};
int uname(struct utsname *u);
#ifdef __cplusplus
}
#endif
#endif
