/* sysconf's answers that depend on the system (sysdeps/linux/__t64_sysconf_os.c,
   sysdeps/baremetal/__t64_sysconf_os.c); libc/conf/sysconf.c answers the options
   <unistd.h> fixes at compile time. */
#ifndef T64_INTERNAL_CONF_H
#define T64_INTERNAL_CONF_H
#include "hidden.h"

/* The value of an option supported (POSIX.1-2024). */
#define T64_POSIX_OPTION 202405L

/* sysconf(name) for a name libc/conf/sysconf.c leaves to the system: the value, -1
   with errno unchanged for "no limit" or "not supported", or -1 with errno EINVAL for a
   name the system does not know. */
T64_HIDDEN long __t64_sysconf_os(int name);
#endif
