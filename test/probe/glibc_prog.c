/* A glibc program for test/probe/check-audit: built with and without -D_TIME_BITS=64 it
   binds clock_gettime, time, stat, localtime_r or their GLIBC_2.34 time64 twins. */
#include <stdio.h>
#include <sys/stat.h>
#include <time.h>

int main(int argc, char **argv)
{
	struct timespec ts;
	struct stat st;
	struct tm tm;
	time_t t = time(0);
	clock_gettime(CLOCK_REALTIME, &ts);
	if (stat(argv[0], &st) || !localtime_r(&t, &tm)) return 1;
	printf("%d %lld %lld %d\n", argc, (long long)ts.tv_sec, (long long)st.st_mtime, tm.tm_year);
	return 0;
}
