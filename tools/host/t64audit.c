/* t64audit [--json] [--summary] PATH...: t64probe's binary audit (tools/audit.c over
   tools/elf_audit.c) at a distribution's scale, on the host (the -Dhost_prefix build,
   with libarchive). A PATH is an ELF file, a directory or a root filesystem (every
   regular file under it; a symbolic link is never followed, so nothing outside the tree
   is read), or a Debian package (.deb: its data.tar.{gz,xz,zst,bz2} read in place through
   libarchive, nothing unpacked to disk). Every ELF file gets its verdict line (--json:
   one JSON object a line), then a summary: per group (a package: the .deb's, or the
   one whose var/lib/dpkg/info/NAME.list names the file in a root filesystem; else the
   directory under PATH the file is in) its ELF files, y2038-safe, 32-bit time, not
   dynamic (static) and errors, and the 32-bit time functions by how many files call them
   (--json: one {"summary": ...} object). --summary leaves out the per-file lines.
   Exit status 1 when a file uses 32-bit time, else 0; 2 on bad usage or a PATH it
   cannot read. t64audit --audit-list prints the table, as t64probe --audit-list. */
#define _GNU_SOURCE
#include <archive.h>
#include <archive_entry.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "fmt.h"
#include "probe.h"

/* Standard output through stdio's buffer: a root filesystem's report is many lines. */
void t64_out(const char *s, size_t n) { fwrite(s, 1, n, stdout); }

/* --- files: on disk (probe.h's interface, with the host's libc) or in memory --- */

static int fd_read_at(void *ctx, uint64_t off, void *buf, size_t n)
{
	char *p = buf;
	while (n) {
		ssize_t r = pread((int)(long)ctx, p, n, (off_t)off);
		if (r <= 0) return -1;
		p += r, off += (uint64_t)r, n -= (size_t)r;
	}
	return 0;
}

int probe_file_open(const char *path, struct t64_elf_file *f, char *why)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
	if (fd < 0 || fstat(fd, &st)) {
		snprintf(why, 64, "cannot open: %s", strerror(errno));
		if (fd >= 0) close(fd);
		return -1;
	}
	f->read_at = fd_read_at;
	f->ctx = (void *)(long)fd;
	f->size = (uint64_t)st.st_size;
	return 0;
}

void probe_file_close(struct t64_elf_file *f) { close((int)(long)f->ctx); }

struct mem { const unsigned char *p; size_t n; };

static int mem_read_at(void *ctx, uint64_t off, void *buf, size_t n)
{
	const struct mem *m = ctx;
	if (off > m->n || n > m->n - off) return -1;
	memcpy(buf, m->p + off, n);
	return 0;
}

/* --- the tallies --- */

struct group { char *name; unsigned long elf, safe, time32, stat, errors; };
struct func { char *symbol, *instead; unsigned long files; };
static struct group *groups;
static struct func *funcs;
static size_t ngroups, nfuncs;
static int json, summary_only, status, unreadable;
static unsigned long long bytes;

static void *grow(void *p, size_t n, size_t size)
{
	if (n & (n - 1)) return p;            /* room is doubled at each power of two */
	p = realloc(p, (n ? 2 * n : 1) * size);
	if (!p) { perror("t64audit"); exit(2); }
	return p;
}

static struct group *group(const char *name)
{
	for (size_t i = 0; i < ngroups; i++)
		if (!strcmp(groups[i].name, name)) return &groups[i];
	groups = grow(groups, ngroups, sizeof *groups);
	groups[ngroups] = (struct group){ .name = strdup(name) };
	return &groups[ngroups++];
}

/* A function counts once per file that calls it: the references of one file, by name. */
static const char *seen[4096];
static size_t nseen;

static void count_ref(void *ctx, const struct t64_audit_ref *r)
{
	(void)ctx;
	for (size_t i = 0; i < nseen; i++)
		if (!strcmp(seen[i], r->name)) return;
	size_t i = 0;
	while (i < nfuncs && strcmp(funcs[i].symbol, r->name)) i++;
	if (i == nfuncs) {
		funcs = grow(funcs, nfuncs, sizeof *funcs);
		char instead[600];
		snprintf(instead, sizeof instead, "%s@%s", r->instead, r->instead_version);
		funcs[nfuncs++] = (struct func){ strdup(r->name), strdup(instead), 0 };
	}
	funcs[i].files++;
	if (nseen < sizeof seen / sizeof seen[0]) seen[nseen++] = funcs[i].symbol;
}

/* One ELF file (f null: it could not be read, why says so) of group g. */
static void audit(const char *name, const struct t64_elf_file *f, const char *why, struct group *g)
{
	struct t64_audit_result r;
	nseen = 0;
	if (summary_only) {
		if (f) t64_audit_elf(f, count_ref, 0, &r);
		else r.verdict = T64_AUDIT_ERROR;
	} else {
		probe_audit_file(name, f, why, json, count_ref, 0, &r);
		if (json) t64_printf("\n");
	}
	g->elf++;
	switch (r.verdict) {
	case T64_AUDIT_SAFE: g->safe++; break;
	case T64_AUDIT_TIME32: g->time32++; status = 1; break;
	case T64_AUDIT_NOT_DYNAMIC: g->stat++; break;
	default: g->errors++; break;
	}
	if (f) bytes += f->size;
}

static int is_elf(const unsigned char *m) { return m[0] == 0x7f && m[1] == 'E' && m[2] == 'L' && m[3] == 'F'; }

/* --- a root filesystem's packages: var/lib/dpkg/info/NAME.list, a path a line --- */

struct owner { char *path, *package; };
static struct owner *owners;
static size_t nowners;

static int by_path(const void *a, const void *b)
{
	return strcmp(((const struct owner *)a)->path, ((const struct owner *)b)->path);
}

static void read_dpkg_lists(const char *root)
{
	char dir[4096];
	snprintf(dir, sizeof dir, "%s/var/lib/dpkg/info", root);
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW);
	if (dfd < 0) return;
	FILE *ls;
	DIR *d = fdopendir(dfd);
	if (!d) { close(dfd); return; }
	struct dirent *e;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		if (n < 6 || strcmp(e->d_name + n - 5, ".list")) continue;
		int fd = openat(dfd, e->d_name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
		if (fd < 0 || !(ls = fdopen(fd, "r"))) { if (fd >= 0) close(fd); continue; }
		char pkg[256];
		snprintf(pkg, sizeof pkg, "%.*s", (int)(n - 5), e->d_name);
		char *colon = strchr(pkg, ':');   /* multiarch: NAME:ARCH.list */
		if (colon) *colon = 0;
		char line[4096];
		while (fgets(line, sizeof line, ls)) {
			line[strcspn(line, "\n")] = 0;
			owners = grow(owners, nowners, sizeof *owners);
			owners[nowners++] = (struct owner){ strdup(line), strdup(pkg) };
		}
		fclose(ls);
	}
	closedir(d);
	if (nowners) qsort(owners, nowners, sizeof *owners, by_path);
}

/* --- trees --- */

static const char *tree_root;
static size_t tree_len;

static void group_of_path(const char *path, char *out, size_t n)
{
	const char *rel = path + tree_len;
	while (*rel == '/') rel++;
	if (nowners) {
		char key[4096];
		snprintf(key, sizeof key, "/%s", rel);
		struct owner want = { key, 0 }, *o = bsearch(&want, owners, nowners, sizeof *owners, by_path);
		snprintf(out, n, "%s", o ? o->package : "(no package)");
		return;
	}
	/* PATH's own name, then the directory under it: "rootfs/usr", "pkgs/coreutils". */
	const char *base = tree_root + tree_len;
	while (base > tree_root && base[-1] == '/') base--;
	const char *end = base;
	while (base > tree_root && base[-1] != '/') base--;
	const char *slash = strchr(rel, '/');
	snprintf(out, n, "%.*s%s%.*s", (int)(end - base), base, end > base ? "/" : "",
		slash ? (int)(slash - rel) : 0, rel);
}

static int visit(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
	(void)ftw;
	char gname[512];
	if (type == FTW_DNR || type == FTW_NS) {
		fprintf(stderr, "t64audit: %s: cannot read it\n", path);
		unreadable = 1;
		return 0;
	}
	if (type != FTW_F || !S_ISREG(st->st_mode)) return 0;   /* links never followed */
	struct t64_elf_file f;
	char why[64];
	unsigned char magic[4];
	if (probe_file_open(path, &f, why)) {
		group_of_path(path, gname, sizeof gname);
		audit(path, 0, why, group(gname));
		return 0;
	}
	if (f.size >= 4 && !f.read_at(f.ctx, 0, magic, 4) && is_elf(magic)) {
		group_of_path(path, gname, sizeof gname);
		audit(path, &f, 0, group(gname));
	}
	probe_file_close(&f);
	return 0;
}

/* --- Debian packages --- */

static la_ssize_t read_member(struct archive *inner, void *outer, const void **buf)
{
	static char b[1 << 16];
	(void)inner;
	*buf = b;
	return archive_read_data(outer, b, sizeof b);
}

/* The ELF files of one data.tar, read from the .deb's member as it streams. */
static int deb_data(const char *deb, struct archive *outer, struct group *g)
{
	struct archive *in = archive_read_new();
	archive_read_support_filter_all(in);
	archive_read_support_format_tar(in);
	if (archive_read_open(in, outer, 0, read_member, 0) != ARCHIVE_OK) {
		fprintf(stderr, "t64audit: %s: data.tar: %s\n", deb, archive_error_string(in));
		archive_read_free(in);
		return -1;
	}
	struct archive_entry *e;
	unsigned char *buf = 0;
	size_t cap = 0;
	int rc = 0, h;
	while ((h = archive_read_next_header(in, &e)) == ARCHIVE_OK || h == ARCHIVE_WARN) {
		if (archive_entry_filetype(e) != AE_IFREG || archive_entry_hardlink(e)) continue;
		int64_t size = archive_entry_size(e);
		unsigned char magic[4];
		if (size < 4 || archive_read_data(in, magic, 4) != 4 || !is_elf(magic)) continue;
		char name[4096];
		const char *p = archive_entry_pathname(e);
		snprintf(name, sizeof name, "%s:/%s", deb, p + (p[0] == '.' && p[1] == '/' ? 2 : 0));
		if (size > (int64_t)1 << 30) {   /* what a package's header says is not trusted */
			audit(name, 0, "larger than 1 GiB: not read", g);
			continue;
		}
		if ((uint64_t)size > cap) {
			free(buf);
			cap = (size_t)size;
			if (!(buf = malloc(cap))) { perror("t64audit"); exit(2); }
		}
		memcpy(buf, magic, 4);
		size_t have = 4;
		la_ssize_t r;
		while (have < (size_t)size && (r = archive_read_data(in, buf + have, (size_t)size - have)) > 0)
			have += (size_t)r;
		struct mem m = { buf, have };
		struct t64_elf_file f = { mem_read_at, &m, have };
		audit(name, &f, 0, g);
	}
	if (h != ARCHIVE_EOF) {
		fprintf(stderr, "t64audit: %s: data.tar: %s\n", deb, archive_error_string(in));
		rc = -1;
	}
	free(buf);
	archive_read_free(in);
	return rc;
}

static int deb(const char *path)
{
	struct archive *a = archive_read_new();
	archive_read_support_format_ar(a);
	if (archive_read_open_filename(a, path, 1 << 16) != ARCHIVE_OK) {
		fprintf(stderr, "t64audit: %s: %s\n", path, archive_error_string(a));
		archive_read_free(a);
		return -1;
	}
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	char pkg[256];
	snprintf(pkg, sizeof pkg, "%.*s", (int)strcspn(base, "_"), base);   /* NAME_VERSION_ARCH.deb */
	struct archive_entry *e;
	int data = 0, rc = 0;
	while (archive_read_next_header(a, &e) == ARCHIVE_OK) {
		if (strncmp(archive_entry_pathname(e), "data.tar", 8)) continue;
		data = 1;
		rc = deb_data(path, a, group(pkg));
		break;
	}
	archive_read_free(a);
	if (!data) {
		fprintf(stderr, "t64audit: %s: no data.tar member: not a Debian package\n", path);
		return -1;
	}
	return rc;
}

/* --- the summary --- */

static int by_files(const void *a, const void *b)
{
	const struct func *x = a, *y = b;
	return x->files != y->files ? (x->files < y->files ? 1 : -1) : strcmp(x->symbol, y->symbol);
}

static void summary(double secs)
{
	struct group all = { .name = "" };
	for (size_t i = 0; i < ngroups; i++) {
		all.elf += groups[i].elf, all.safe += groups[i].safe, all.time32 += groups[i].time32;
		all.stat += groups[i].stat, all.errors += groups[i].errors;
	}
	if (nfuncs) qsort(funcs, nfuncs, sizeof *funcs, by_files);
	char rate[64];
	snprintf(rate, sizeof rate, "%.2f", secs);
	if (json) {
		t64_printf("{\"summary\": {\"elf\": %lu, \"safe\": %lu, \"time32\": %lu, \"static\": %lu, "
			"\"errors\": %lu, \"bytes\": %lu, \"seconds\": %s, \"groups\": [", all.elf, all.safe, all.time32,
			all.stat, all.errors, (unsigned long)bytes, rate);
		for (size_t i = 0; i < ngroups; i++) {
			t64_printf("%s{\"name\": ", i ? ", " : "");
			probe_json_str(groups[i].name);
			t64_printf(", \"elf\": %lu, \"safe\": %lu, \"time32\": %lu, \"static\": %lu, \"errors\": %lu}",
				groups[i].elf, groups[i].safe, groups[i].time32, groups[i].stat, groups[i].errors);
		}
		t64_printf("], \"functions\": [");
		for (size_t i = 0; i < nfuncs; i++) {
			t64_printf("%s{\"symbol\": ", i ? ", " : "");
			probe_json_str(funcs[i].symbol);
			t64_printf(", \"instead\": ");
			probe_json_str(funcs[i].instead);
			t64_printf(", \"files\": %lu}", funcs[i].files);
		}
		t64_printf("]}}\n");
		return;
	}
	t64_printf("\nsummary: %lu ELF files in %lu group(s), %lu MB in %s s: %lu y2038-safe, %lu use 32-bit time, "
		"%lu not dynamic, %lu errors\n", all.elf, (unsigned long)ngroups, (unsigned long)(bytes >> 20), rate,
		all.safe, all.time32, all.stat, all.errors);
	t64_printf("%-32s %7s %7s %7s %7s %7s\n", "package or directory", "ELF", "safe", "time32", "static", "errors");
	for (size_t i = 0; i < ngroups; i++)
		t64_printf("%-32s %7lu %7lu %7lu %7lu %7lu\n", groups[i].name, groups[i].elf, groups[i].safe,
			groups[i].time32, groups[i].stat, groups[i].errors);
	if (nfuncs) t64_printf("32-bit time functions, by the files that call them:\n");
	for (size_t i = 0; i < nfuncs; i++)
		t64_printf("%7lu  %s -> %s\n", funcs[i].files, funcs[i].symbol, funcs[i].instead);
}

int main(int argc, char **argv)
{
	int first = 1, bad = 0;
	for (; first < argc && argv[first][0] == '-'; first++) {
		if (!strcmp(argv[first], "--json")) json = 1;
		else if (!strcmp(argv[first], "--summary")) summary_only = 1;
		else if (!strcmp(argv[first], "--audit-list") && argc == 2) { probe_audit_list(); return 0; }
		else if (!strcmp(argv[first], "--")) { first++; break; }
		else break;
	}
	if (first >= argc || argv[first][0] == '-') {
		fprintf(stderr, "usage: t64audit [--json] [--summary] PATH...   (ELF files, directories, root filesystems, .deb)\n");
		return 2;
	}
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (int i = first; i < argc; i++) {
		const char *p = argv[i];
		struct stat st;
		size_t n = strlen(p);
		if (lstat(p, &st)) {
			fprintf(stderr, "t64audit: %s: %s\n", p, strerror(errno));
			bad = 1;
		} else if (S_ISDIR(st.st_mode)) {
			tree_root = p, tree_len = n;
			for (size_t k = 0; k < nowners; k++) free(owners[k].path), free(owners[k].package);
			nowners = 0;
			read_dpkg_lists(p);
			if (nftw(p, visit, 64, FTW_PHYS)) { fprintf(stderr, "t64audit: %s: %s\n", p, strerror(errno)); bad = 1; }
		} else if (n > 4 && !strcmp(p + n - 4, ".deb")) {
			bad |= deb(p) != 0;
		} else {
			struct t64_elf_file f;
			char why[64];
			int opened = !probe_file_open(p, &f, why);
			audit(p, opened ? &f : 0, why, group("(files)"));
			if (opened) probe_file_close(&f);
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	summary((double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
	fflush(stdout);
	return bad || unreadable ? 2 : status;
}
