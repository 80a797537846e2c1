/* TZif files for libc/time/__tz.c: TZ=":Area/City", "Area/City" or an absolute path;
   relative names under $TZDIR (default /usr/share/zoneinfo); /etc/localtime when TZ
   is unset. The whole file goes into one static buffer (no malloc in t64): 64 KiB, over
   ten times the largest file of the IANA data; a larger file is not a zone here.
   A name that is not read gives -1, as a missing file does: __tz.c then tries the value
   as a POSIX TZ string. */
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "auxv.h"
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

static const unsigned char *load(const char *name, size_t *len)
{
	static unsigned char buf[65536];
	char path[PATH_MAX];
	int secure = __t64_getauxval(AT_SECURE) != 0;
	if (!name) name = "/etc/localtime";
	if (*name == ':') name++;
	if (secure && refused(name)) return 0;
	if (*name != '/') {
		const char *dir = secure ? 0 : getenv("TZDIR");
		if (!dir || !*dir) dir = ZONEDIR;
		size_t d = strlen(dir), n = strlen(name);
		if (d + 1 + n >= sizeof path) return 0;
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
	if (fd < 0) return 0;
	struct stat st;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size >= (long long)sizeof buf) {
		close(fd);
		return 0;
	}
	size_t got = 0;
	for (;;) {
		ssize_t r = read(fd, buf + got, sizeof buf - got);
		if (r <= 0) {
			close(fd);
			if (r < 0) return 0;
			break;
		}
		got += (size_t)r;
		if (got == sizeof buf) {                /* grew past the buffer: not a zone */
			close(fd);
			return 0;
		}
	}
	*len = got;
	return buf;
}

int __t64_tzfile_zone(const char *name, struct __t64_zone *z)
{
	size_t len;
	const unsigned char *img = load(name, &len);
	return img ? __t64_tzif_parse(img, len, z) : -1;
}

unsigned __t64_tzfile_generation;     /* files are read again only for a new TZ value */
