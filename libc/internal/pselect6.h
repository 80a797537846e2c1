/* pselect6 as sysdeps/linux/pselect.c reaches it, for select's time left. */
#ifndef T64_INTERNAL_PSELECT6_H
#define T64_INTERNAL_PSELECT6_H
#include <sys/select.h>

/* Returns the count or -errno; writes the time left into *ts (when not NULL), as the
   kernel does. */
long __t64_pselect6(int n, fd_set *r, fd_set *w, fd_set *e, struct timespec *ts,
                    const sigset_t *mask);
#endif
