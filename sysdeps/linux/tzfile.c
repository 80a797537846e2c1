/* TZif files for libc/time/__tz.c: TZ=":Area/City", "Area/City" or an absolute path;
   relative names under $TZDIR (default /usr/share/zoneinfo); /etc/localtime when TZ
   is unset. The file is mapped, not copied (no malloc in t64, and no static buffer):
   the zone reads its transitions in place for as long as it is in effect, and the
   mapping is released when that zone's slot is next built from a file. A file of
   1 MiB or more (a hundred times the largest of the IANA data) is not a zone here.
   A name that is not read gives -1, as a missing file does: __tz.c then tries the value
   as a POSIX TZ string. */
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "auxv.h"
#include "map.h"
#include "tz.h"

#define ZONEDIR "/usr/share/zoneinfo"

/* A set-user-ID or set-group-ID program (the kernel's AT_SECURE) runs with rights its
   caller lacks, in an environment its caller wrote: TZ must not make it read a file the
   caller chose. It reads only /etc/localtime and names within the zone directory, never
   TZDIR's; ".." anywhere is refused rather than resolved (glibc and musl, by rules of
   their own, keep set-ID programs to their zone directories too). */
static int refused(const char *name)
{
	static const char dir[] = ZONEDIR "/";
	for (const char *p = name; *p; p++)
		if (p[0] == '.' && p[1] == '.') return 1;
	if (*name != '/' || !strcmp(name, "/etc/localtime")) return 0;
	for (size_t i = 0; dir[i]; i++)
		if (name[i] != dir[i]) return 1;
	return 0;
}

#define MAX_FILE (1 << 20)

/* The opened file, or -1; *len its size. */
static int open_zone(const char *name, size_t *len)
{
	char path[PATH_MAX];
	int secure = __t64_getauxval(AT_SECURE) != 0;
	if (!name) name = "/etc/localtime";
	if (*name == ':') name++;
	if (secure && refused(name)) return -1;
	if (*name != '/') {
		const char *dir = secure ? 0 : getenv("TZDIR");
		if (!dir || !*dir) dir = ZONEDIR;
		size_t d = strlen(dir), n = strlen(name);
		if (d + 1 + n >= sizeof path) return -1;
		memcpy(path, dir, d);
		path[d] = '/';
		memcpy(path + d + 1, name, n + 1);
		name = path;
	}
	/* Whatever the name turns out to be, opening it must not wait (a FIFO without a
	   writer) nor make a terminal the controlling one; then only a regular file is read
	   (a FIFO or a terminal would be drained, or wait for more). O_NONBLOCK changes
	   nothing for a regular file. */
	int fd = open(name, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0) return -1;
	struct stat st;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size <= 0 || st.st_size >= MAX_FILE) {
		close(fd);
		return -1;
	}
	*len = (size_t)st.st_size;
	return fd;
}

/* The mapping each zone slot reads (__tz.c has one or two slots). */
static struct {
	const struct __t64_zone *z;
	const void *p;
	size_t len;
} maps[2];

int __t64_tzfile_zone(const char *name, struct __t64_zone *z)
{
	/* z is being built anew, and no thread reads it (__tz.c): its old mapping goes. */
	int k = maps[0].z == z || !maps[0].z ? 0 : 1;
	if (maps[k].p) __t64_unmap(maps[k].p, maps[k].len);
	maps[k].z = z, maps[k].p = 0;
	size_t len;
	int fd = open_zone(name, &len);
	if (fd < 0) return -1;
	const void *p = __t64_map(fd, len);
	close(fd);
	if (!p) return -1;
	if (__t64_tzif_parse(p, len, z) < 0) {
		__t64_unmap(p, len);
		return -1;
	}
	maps[k].p = p, maps[k].len = len;
	return 0;
}

unsigned __t64_tzfile_generation;     /* files are read again only for a new TZ value */
