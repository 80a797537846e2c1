/* t64probe on bare metal (picolibc or newlib): no kernel, no files of its own, no IPC.
   The clock comes from ARM semihosting or the board hooks; the row here is the range of
   that clock. The audit reads files through the libc's stdio (semihosting on QEMU). */
#include <errno.h>
#include <stdio.h>
#include <time.h>
#include "fmt.h"
#include "path.h"
#include "probe.h"

static int file_read_at(void *ctx, uint64_t off, void *buf, size_t n)
{
	FILE *f = ctx;
	if (off > 0x7fffffff || fseek(f, (long)off, SEEK_SET)) return -1;
	return fread(buf, 1, n, f) == n ? 0 : -1;
}

int probe_file_open(const char *path, struct t64_elf_file *f, char *why)
{
	FILE *fp = fopen(path, "rb");
	long size;
	if (!fp || fseek(fp, 0, SEEK_END) || (size = ftell(fp)) < 0) {
		t64_snprintf(why, 64, "cannot open (errno %d)", errno);
		if (fp) fclose(fp);
		return -1;
	}
	f->read_at = file_read_at;
	f->ctx = fp;
	f->size = (uint64_t)size;
	return 0;
}

void probe_file_close(struct t64_elf_file *f) { fclose(f->ctx); }

void probe_os_header(const char *argv0)
{
	(void)argv0;
	/* picolibc's <newlib.h> defines __NEWLIB__ too, for newlib's programs. */
#ifdef __PICOLIBC__
	probe_header("kernel", "none (bare metal, picolibc)");
#else
	probe_header("kernel", "none (bare metal, newlib)");
#endif
	probe_header("filesystem", "none");
	probe_header("T32_1.0", "static build: n/a (no shared library on bare metal)");
}

/* The wall clock's source and range: SYS_TIME is one unsigned 32-bit word of seconds, read
   unsigned by t64 (sysdeps/baremetal/rtc.c), so it is right until 2106-02-07T06:28:15Z;
   a board RTC hook has its own range. */
void probe_os_rows(void)
{
	struct timespec now;
	char b[32], e[32];
	if (clock_gettime(CLOCK_REALTIME, &now)) {
		probe_row("clock range", "-", PROBE_FAIL, "clock_gettime: errno %d", errno);
		return;
	}
	int p = __t64_path[T64_FAM_GETTIME];
	if (p == T64_PATH_SEMIHOST) {
		int ok = now.tv_sec >= 0 && now.tv_sec <= 4294967295LL;
		probe_row("clock range", __t64_path_name(p), ok ? PROBE_PASS : PROBE_FAIL,
			"SYS_TIME read unsigned: valid until %s; now %s", probe_utc((time_t)4294967295LL, e),
			probe_utc(now.tv_sec, b));
	} else {
		probe_row("clock range", __t64_path_name(p), PROBE_PASS,
			"the board's RTC hook (t64_board_rtc_read): its range is the board's; now %s", probe_utc(now.tv_sec, b));
	}
}
