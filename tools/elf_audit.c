/* The ELF reading of t64probe --audit. The file is distrusted: every offset, size, count
   and string is checked against the file's size (or its section) before it is read,
   counts are capped, and each read goes through the reader, which fails rather than
   reading short. Layouts: the System V gABI (Elf32/Elf64 Ehdr, Shdr, Phdr, Sym, Dyn) and
   the GNU symbol versioning sections (.gnu.version, .gnu.version_r), which are the same
   for both classes and are read in the file's byte order. */
#include <string.h>
#include "elf_audit.h"
#include "extra.h"

enum {
	ET_NONE = 0, ET_CORE = 4,
	PT_DYNAMIC = 2,
	SHT_STRTAB = 3, SHT_DYNSYM = 11,
	SHT_GNU_verdef = 0x6ffffffd, SHT_GNU_verneed = 0x6ffffffe, SHT_GNU_versym = 0x6fffffff,
	DT_NULL = 0, DT_NEEDED = 1,
	SHN_UNDEF = 0, SHN_ABS = 0xfff1, PN_XNUM = 0xffff,
	EM_X86_64 = 62, EM_ARCV2 = 195, EM_RISCV = 243,
	MAX_SECTIONS = 65536,     /* more is not a file a linker made */
	MAX_VERNEED = 512,        /* version needs kept for the lookup; more is an error */
	NAME_MAX_LEN = 512,       /* longer symbol names cannot be one of ours: not classified */
};

/* glibc's 32-bit time functions on the 32-bit ABIs that had a 32-bit time_t, each with
   the symbol that a -D_TIME_BITS=64 build binds instead (added in GLIBC_2.34, when
   glibc's time64 redirections became public: `readelf --dyn-syms` of an i686 libc.so.6
   2.36, the names with 64 at GLIBC_2.34; the later ones in glibc_time64_later;
   test/probe/check-twins holds it against the cross glibcs' exports). The
   _FILE_OFFSET_BITS=64 names (stat64, fcntl64, ...) and the old __xstat family are
   32-bit time too. Some of these (ioctl,
   fcntl, prctl, getsockopt, recvmsg, glob) have a time type only in some requests; glibc
   redirects them all, and so they are listed. */
static const struct { const char *name, *instead; } glibc_time32[] = {
	{ "adjtime", "__adjtime64" }, { "adjtimex", "___adjtimex64" },
	{ "__adjtimex", "___adjtimex64" }, { "ntp_adjtime", "___adjtimex64" },
	{ "aio_suspend", "__aio_suspend_time64" }, { "aio_suspend64", "__aio_suspend_time64" },
	{ "clock_adjtime", "__clock_adjtime64" }, { "clock_getres", "__clock_getres64" },
	{ "clock_gettime", "__clock_gettime64" }, { "clock_nanosleep", "__clock_nanosleep_time64" },
	{ "clock_settime", "__clock_settime64" }, { "cnd_timedwait", "__cnd_timedwait64" },
	{ "ctime", "__ctime64" }, { "ctime_r", "__ctime64_r" }, { "difftime", "__difftime64" },
	{ "epoll_pwait2", "__epoll_pwait2_time64" },
	{ "fcntl", "__fcntl_time64" }, { "fcntl64", "__fcntl_time64" },
	{ "fstat", "__fstat64_time64" }, { "fstat64", "__fstat64_time64" },
	{ "__fxstat", "__fstat64_time64" }, { "__fxstat64", "__fstat64_time64" },
	{ "fstatat", "__fstatat64_time64" }, { "fstatat64", "__fstatat64_time64" },
	{ "__fxstatat", "__fstatat64_time64" }, { "__fxstatat64", "__fstatat64_time64" },
	{ "fts_children", "__fts64_children_time64" }, { "fts64_children", "__fts64_children_time64" },
	{ "fts_close", "__fts64_close_time64" }, { "fts64_close", "__fts64_close_time64" },
	{ "fts_open", "__fts64_open_time64" }, { "fts64_open", "__fts64_open_time64" },
	{ "fts_read", "__fts64_read_time64" }, { "fts64_read", "__fts64_read_time64" },
	{ "fts_set", "__fts64_set_time64" }, { "fts64_set", "__fts64_set_time64" },
	{ "ftw", "__ftw64_time64" }, { "ftw64", "__ftw64_time64" },
	{ "nftw", "__nftw64_time64" }, { "nftw64", "__nftw64_time64" },
	{ "futimens", "__futimens64" }, { "futimes", "__futimes64" },
	{ "futimesat", "__futimesat64" }, { "gai_suspend", "__gai_suspend_time64" },
	{ "getitimer", "__getitimer64" }, { "getrusage", "__getrusage64" },
	{ "getsockopt", "__getsockopt64" }, { "gettimeofday", "__gettimeofday64" },
	{ "glob", "__glob64_time64" }, { "glob64", "__glob64_time64" },
	{ "globfree", "__globfree64_time64" }, { "globfree64", "__globfree64_time64" },
	{ "gmtime", "__gmtime64" }, { "gmtime_r", "__gmtime64_r" },
	{ "ioctl", "__ioctl_time64" }, { "localtime", "__localtime64" },
	{ "localtime_r", "__localtime64_r" },
	{ "lstat", "__lstat64_time64" }, { "lstat64", "__lstat64_time64" },
	{ "__lxstat", "__lstat64_time64" }, { "__lxstat64", "__lstat64_time64" },
	{ "lutimes", "__lutimes64" }, { "mktime", "__mktime64" }, { "timelocal", "__mktime64" },
	{ "mq_timedreceive", "__mq_timedreceive_time64" }, { "mq_timedsend", "__mq_timedsend_time64" },
	{ "msgctl", "__msgctl64" }, { "mtx_timedlock", "__mtx_timedlock64" },
	{ "nanosleep", "__nanosleep64" }, { "ntp_gettime", "__ntp_gettime64" },
	{ "ntp_gettimex", "__ntp_gettimex64" }, { "ppoll", "__ppoll64" }, { "__ppoll_chk", "__ppoll64_chk" },
	{ "prctl", "__prctl_time64" },
	{ "pselect", "__pselect64" }, { "pthread_clockjoin_np", "__pthread_clockjoin_np64" },
	{ "pthread_cond_clockwait", "__pthread_cond_clockwait64" },
	{ "pthread_cond_timedwait", "__pthread_cond_timedwait64" },
	{ "pthread_mutex_clocklock", "__pthread_mutex_clocklock64" },
	{ "pthread_mutex_timedlock", "__pthread_mutex_timedlock64" },
	{ "pthread_rwlock_clockrdlock", "__pthread_rwlock_clockrdlock64" },
	{ "pthread_rwlock_clockwrlock", "__pthread_rwlock_clockwrlock64" },
	{ "pthread_rwlock_timedrdlock", "__pthread_rwlock_timedrdlock64" },
	{ "pthread_rwlock_timedwrlock", "__pthread_rwlock_timedwrlock64" },
	{ "pthread_timedjoin_np", "__pthread_timedjoin_np64" },
	{ "recvmmsg", "__recvmmsg64" }, { "recvmsg", "__recvmsg64" },
	{ "sched_rr_get_interval", "__sched_rr_get_interval64" }, { "select", "__select64" },
	{ "sem_clockwait", "__sem_clockwait64" }, { "sem_timedwait", "__sem_timedwait64" },
	{ "semctl", "__semctl64" }, { "semtimedop", "__semtimedop64" },
	{ "sendmmsg", "__sendmmsg64" }, { "sendmsg", "__sendmsg64" },
	{ "setitimer", "__setitimer64" }, { "setsockopt", "__setsockopt64" },
	{ "settimeofday", "__settimeofday64" }, { "shmctl", "__shmctl64" },
	{ "sigtimedwait", "__sigtimedwait64" },
	{ "stat", "__stat64_time64" }, { "stat64", "__stat64_time64" },
	{ "__xstat", "__stat64_time64" }, { "__xstat64", "__stat64_time64" },
	{ "stime", "__clock_settime64" },
	{ "thrd_sleep", "__thrd_sleep64" }, { "time", "__time64" }, { "timegm", "__timegm64" },
	{ "timer_gettime", "__timer_gettime64" }, { "timer_settime", "__timer_settime64" },
	{ "timerfd_gettime", "__timerfd_gettime64" }, { "timerfd_settime", "__timerfd_settime64" },
	{ "timespec_get", "__timespec_get64" }, { "timespec_getres", "__timespec_getres64" },
	{ "utime", "__utime64" }, { "utimensat", "__utimensat64" }, { "utimes", "__utimes64" },
	{ "wait3", "__wait3_time64" }, { "wait4", "__wait4_time64" },
};

struct elf {
	const struct t64_elf_file *f;
	struct t64_audit_result *r;
	int is64, be;
};

struct sect { uint32_t type, link, info; uint64_t off, size, entsize; };

static int fail(struct elf *e, const char *msg, uint64_t at)
{
	static const char hex[] = "0123456789abcdef";
	char *p = e->r->error, *end = p + sizeof e->r->error - 1;
	while (*msg && p < end) *p++ = *msg++;
	if (at != (uint64_t)-1) {
		const char *s = " (at 0x";
		while (*s && p < end) *p++ = *s++;
		char d[17];
		int n = 0;
		do d[n++] = hex[at & 15]; while ((at >>= 4) && n < 16);
		while (n && p < end) *p++ = d[--n];
		if (p < end) *p++ = ')';
	}
	*p = 0;
	e->r->verdict = T64_AUDIT_ERROR;
	return -1;
}

/* off + n within the file (no overflow), and then read. */
static int get(struct elf *e, uint64_t off, void *buf, size_t n, const char *what)
{
	if (off > e->f->size || n > e->f->size - off) return fail(e, what, off);
	if (e->f->read_at(e->f->ctx, off, buf, n)) return fail(e, "read error", off);
	return 0;
}

static uint64_t u(const struct elf *e, const unsigned char *p, int n)
{
	uint64_t v = 0;
	for (int i = 0; i < n; i++) v = v << 8 | p[e->be ? i : n - 1 - i];
	return v;
}

/* A field of a structure that has one size per class: 32-bit offset o32 or 64-bit o64. */
static uint64_t word(const struct elf *e, const unsigned char *p, int o32, int o64)
{
	return e->is64 ? u(e, p + o64, 8) : u(e, p + o32, 4);
}

static int section(struct elf *e, uint64_t shoff, uint64_t i, struct sect *s)
{
	unsigned char b[64];
	uint64_t size = e->is64 ? 64 : 40;
	if (get(e, shoff + i * size, b, (size_t)size, "section header past the end of the file"))
		return -1;
	s->type = (uint32_t)u(e, b + 4, 4);
	s->off = word(e, b, 16, 24);
	s->size = word(e, b, 20, 32);
	s->link = (uint32_t)u(e, b + (e->is64 ? 40 : 24), 4);
	s->info = (uint32_t)u(e, b + (e->is64 ? 44 : 28), 4);
	s->entsize = word(e, b, 36, 56);
	return 0;
}

static int within(struct elf *e, const struct sect *s, const char *what)
{
	if (s->off > e->f->size || s->size > e->f->size - s->off) return fail(e, what, s->off);
	return 0;
}

/* The null-terminated string at off of string table st into buf (NAME_MAX_LEN): 1 if it
   is longer than buf holds (buf then has its start), 0 if whole, -1 on error. */
static int string(struct elf *e, const struct sect *st, uint64_t off, char *buf)
{
	if (off >= st->size) return fail(e, "string offset past its table", st->off + off);
	uint64_t left = st->size - off;
	size_t n = left < NAME_MAX_LEN ? (size_t)left : NAME_MAX_LEN;
	if (get(e, st->off + off, buf, n, "string past the end of the file")) return -1;
	for (size_t i = 0; i < n; i++)   /* (t64's string.h has no memchr) */
		if (!buf[i]) return 0;
	if (n < NAME_MAX_LEN) return fail(e, "unterminated string table", st->off + off);
	buf[NAME_MAX_LEN - 1] = 0;
	return 1;
}

static int machine_had_time32(unsigned m, int is64)
{
	/* 64-bit ABIs, x32 (EM_X86_64 in ELFCLASS32), and the 32-bit ports that glibc only
	   ever had with a 64-bit time_t (riscv32, arc) have no 32-bit time functions. */
	return !is64 && m != EM_X86_64 && m != EM_RISCV && m != EM_ARCV2;
}

/* Has the dynamic section a DT_NEEDED entry? Read from the PT_DYNAMIC segment. */
static int needs_libraries(struct elf *e, uint64_t phoff, uint64_t phentsize, uint64_t phnum, int *has_dynamic)
{
	*has_dynamic = 0;
	for (uint64_t i = 0; i < phnum; i++) {
		unsigned char b[56];
		if (get(e, phoff + i * phentsize, b, e->is64 ? 56 : 32, "program header past the end of the file"))
			return -1;
		if (u(e, b, 4) != PT_DYNAMIC) continue;
		*has_dynamic = 1;
		uint64_t off = word(e, b, 4, 8), filesz = word(e, b, 16, 32);
		uint64_t dsz = e->is64 ? 16 : 8;
		if (off > e->f->size || filesz > e->f->size - off)
			return fail(e, "dynamic segment past the end of the file", off);
		for (uint64_t j = 0; j < filesz / dsz; j++) {
			unsigned char d[16];
			if (get(e, off + j * dsz, d, (size_t)dsz, "dynamic entry past the end of the file")) return -1;
			uint64_t tag = e->is64 ? u(e, d, 8) : u(e, d, 4);
			if (tag == DT_NULL) break;
			if (tag == DT_NEEDED) return 1;
		}
	}
	return 0;
}

struct need { uint16_t index; uint32_t name, file; };

/* What both entry points need: the header checked, the dynamic symbols and their
   version sections located and checked against the file's size. */
struct layout {
	uint64_t phoff, phentsize, phnum, shoff, shnum, nsyms;
	struct sect dynsym, dynstr, versym, verneed, verdef;
	int has_versym, has_verneed, has_verdef;
};

static int load(struct elf *e, struct layout *L, int need_dynsym)
{
	const struct t64_elf_file *f = e->f;
	struct t64_audit_result *r = e->r;
	unsigned char h[64];
	memset(L, 0, sizeof *L);
	if (f->size < 16) return fail(e, "not an ELF file: shorter than the ELF identification", -1);
	if (get(e, 0, h, 16, "truncated")) return -1;
	if (memcmp(h, "\177ELF", 4)) return fail(e, "not an ELF file (no \\177ELF magic)", -1);
	if (h[4] != 1 && h[4] != 2) return fail(e, "bad ELF class (neither 32- nor 64-bit)", -1);
	if (h[5] != 1 && h[5] != 2) return fail(e, "bad ELF byte order (neither LSB nor MSB)", -1);
	e->is64 = h[4] == 2;
	e->be = h[5] == 2;
	r->elf_class = e->is64 ? 64 : 32;
	r->big_endian = e->be;
	if (get(e, 0, h, e->is64 ? 64 : 52, "truncated ELF header")) return -1;
	unsigned type = (unsigned)u(e, h + 16, 2);
	r->machine = (unsigned)u(e, h + 18, 2);
	L->phoff = word(e, h, 28, 32), L->shoff = word(e, h, 32, 40);
	L->phentsize = u(e, h + (e->is64 ? 54 : 42), 2), L->phnum = u(e, h + (e->is64 ? 56 : 44), 2);
	uint64_t shentsize = u(e, h + (e->is64 ? 58 : 46), 2);
	L->shnum = u(e, h + (e->is64 ? 60 : 48), 2);
	if (type == ET_NONE || type == ET_CORE)
		return fail(e, type ? "a core file, not a program or library" : "ELF type NONE", -1);

	struct sect s0 = { 0 };
	if (L->shoff) {
		if (shentsize != (e->is64 ? 64u : 40u)) return fail(e, "bad section header size", L->shoff);
		/* Extended numbering: the real counts are in section 0 (gABI). */
		if (section(e, L->shoff, 0, &s0)) return -1;
		if (L->shnum == 0) L->shnum = s0.size;
		if (L->shnum > MAX_SECTIONS || L->shnum > (f->size - L->shoff) / shentsize)
			return fail(e, "section count too large for the file", L->shoff);
	} else {
		L->shnum = 0;
	}
	if (L->phnum == PN_XNUM) {
		if (!L->shoff) return fail(e, "PN_XNUM without section 0", -1);
		L->phnum = s0.info;
	}
	if (L->phnum) {
		if (L->phentsize != (e->is64 ? 56u : 32u)) return fail(e, "bad program header size", L->phoff);
		if (L->phoff > f->size || L->phnum > (f->size - L->phoff) / L->phentsize)
			return fail(e, "program headers past the end of the file", L->phoff);
	}

	int have_dynsym = 0;
	for (uint64_t i = 1; i < L->shnum; i++) {
		struct sect s;
		if (section(e, L->shoff, i, &s)) return -1;
		if (s.type == SHT_DYNSYM && !have_dynsym) L->dynsym = s, have_dynsym = 1;
		else if (s.type == SHT_GNU_versym && !L->has_versym) L->versym = s, L->has_versym = 1;
		else if (s.type == SHT_GNU_verneed && !L->has_verneed) L->verneed = s, L->has_verneed = 1;
		else if (s.type == SHT_GNU_verdef && !L->has_verdef) L->verdef = s, L->has_verdef = 1;
	}
	if (!have_dynsym)
		return need_dynsym ? fail(e, "dynamic, but no .dynsym section (section headers stripped?)", -1) : 0;
	uint64_t symsz = e->is64 ? 24 : 16;
	if (L->dynsym.entsize != symsz) return fail(e, "bad .dynsym entry size", L->dynsym.off);
	if (within(e, &L->dynsym, ".dynsym past the end of the file")) return -1;
	if (L->dynsym.link == 0 || L->dynsym.link >= L->shnum)
		return fail(e, "bad .dynsym string table link", L->dynsym.off);
	if (section(e, L->shoff, L->dynsym.link, &L->dynstr)) return -1;
	if (L->dynstr.type != SHT_STRTAB) return fail(e, ".dynsym's string table is not a string table", L->dynstr.off);
	if (within(e, &L->dynstr, ".dynstr past the end of the file")) return -1;
	L->nsyms = L->dynsym.size / symsz;
	if (L->has_versym) {
		if (within(e, &L->versym, ".gnu.version past the end of the file")) return -1;
		if (L->versym.size / 2 < L->nsyms) return fail(e, ".gnu.version shorter than .dynsym", L->versym.off);
	}
	return 0;
}

/* The string table a version section links to. */
static int version_strings(struct elf *e, const struct layout *L, const struct sect *v, struct sect *str)
{
	if (within(e, v, "version section past the end of the file")) return -1;
	if (v->link == 0 || v->link >= L->shnum) return fail(e, "bad version section string table link", v->off);
	if (section(e, L->shoff, v->link, str)) return -1;
	return within(e, str, "version strings past the end of the file");
}

/* Symbol i: its name offset, section index and version index (0 without .gnu.version). */
static int symbol(struct elf *e, const struct layout *L, uint64_t i, uint64_t *name, unsigned *shndx, unsigned *vi)
{
	unsigned char sym[24], vs[2];
	uint64_t symsz = e->is64 ? 24 : 16;
	if (get(e, L->dynsym.off + i * symsz, sym, (size_t)symsz, "symbol past the end of the file")) return -1;
	*name = u(e, sym, 4);
	*shndx = (unsigned)u(e, sym + (e->is64 ? 6 : 14), 2);
	*vi = 0;
	if (L->has_versym) {
		if (get(e, L->versym.off + i * 2, vs, 2, "version index past the end of the file")) return -1;
		*vi = (unsigned)u(e, vs, 2) & 0x7fff;
	}
	return 0;
}

long t64_elf_version_defined(const struct t64_elf_file *f, const char *version, struct t64_audit_result *r)
{
	struct elf e = { f, r, 0, 0 };
	struct layout L;
	memset(r, 0, sizeof *r);
	if (load(&e, &L, 0)) return -1;
	if (!L.has_verdef || !L.nsyms) return 0;
	struct sect str;
	if (version_strings(&e, &L, &L.verdef, &str)) return -1;
	/* Verdef entries are 20 bytes, Verdaux 8; the first Verdaux names the version. */
	uint64_t budget = L.verdef.size / 8, at = 0;
	unsigned index = 0;
	char name[NAME_MAX_LEN];
	for (;;) {
		unsigned char vd[20], va[8];
		if (!budget--) return fail(&e, "version definitions loop or overrun their section", L.verdef.off);
		if (at > L.verdef.size || L.verdef.size - at < 20)
			return fail(&e, "version definition past its section", L.verdef.off + at);
		if (get(&e, L.verdef.off + at, vd, 20, "version definition past the end of the file")) return -1;
		uint64_t aux = u(&e, vd + 12, 4), next = u(&e, vd + 16, 4);
		if (at + aux > L.verdef.size || L.verdef.size - (at + aux) < 8)
			return fail(&e, "version definition name past its section", L.verdef.off + at);
		if (get(&e, L.verdef.off + at + aux, va, 8, "version definition name past the end of the file")) return -1;
		int rc = string(&e, &str, u(&e, va, 4), name);
		if (rc < 0) return -1;
		if (rc == 0 && !strcmp(name, version)) { index = (unsigned)u(&e, vd + 4, 2) & 0x7fff; break; }
		if (!next) return 0;
		at += next;
	}
	long n = 0;
	for (uint64_t i = 1; i < L.nsyms; i++) {
		uint64_t nm;
		unsigned shndx, vi;
		if (symbol(&e, &L, i, &nm, &shndx, &vi)) return -1;
		if (shndx == SHN_UNDEF || vi != index) continue;
		/* The linker's absolute symbol named after the version itself is no function. */
		char sym[NAME_MAX_LEN];
		int rc = shndx == SHN_ABS ? string(&e, &L.dynstr, nm, sym) : 1;
		if (rc < 0) return -1;
		n += rc != 0 || strcmp(sym, version) != 0;
	}
	return n;
}

int t64_audit_elf(const struct t64_elf_file *f, t64_audit_ref_fn *ref_fn, void *ctx,
                  struct t64_audit_result *r)
{
	struct elf e = { f, r, 0, 0 };
	struct layout L;
	memset(r, 0, sizeof *r);
	if (load(&e, &L, 0)) return r->verdict;
	int has_dynamic, needed = needs_libraries(&e, L.phoff, L.phentsize, L.phnum, &has_dynamic);
	if (needed < 0) return r->verdict;
	if (!needed) return r->verdict = T64_AUDIT_NOT_DYNAMIC;
	if (!L.nsyms && !L.dynsym.entsize)
		return fail(&e, "dynamic, but no .dynsym section (section headers stripped?)", -1), r->verdict;

	/* The version needs: index -> (version name, library), both in verneed's strings. */
	static struct need needs[MAX_VERNEED];
	int nneeds = 0;
	struct sect verstr = { 0 };
	if (L.has_verneed) {
		const struct sect *vn_s = &L.verneed;
		if (version_strings(&e, &L, vn_s, &verstr)) return r->verdict;
		/* Every entry is 16 bytes; a walk longer than the section holds entries is a loop. */
		uint64_t budget = vn_s->size / 16, at = 0;
		for (;;) {
			unsigned char vn[16];
			if (!budget--) return fail(&e, "version needs loop or overrun their section", vn_s->off), r->verdict;
			if (at > vn_s->size || vn_s->size - at < 16)
				return fail(&e, "version need past its section", vn_s->off + at), r->verdict;
			if (get(&e, vn_s->off + at, vn, 16, "version need past the end of the file")) return r->verdict;
			uint64_t cnt = u(&e, vn + 2, 2), file = u(&e, vn + 4, 4), aux = u(&e, vn + 8, 4), next = u(&e, vn + 12, 4);
			uint64_t a = at + aux;
			for (uint64_t k = 0; k < cnt; k++) {
				unsigned char va[16];
				if (!budget--) return fail(&e, "version needs loop or overrun their section", vn_s->off), r->verdict;
				if (a > vn_s->size || vn_s->size - a < 16)
					return fail(&e, "version need entry past its section", vn_s->off + a), r->verdict;
				if (get(&e, vn_s->off + a, va, 16, "version need entry past the end of the file")) return r->verdict;
				if (nneeds == MAX_VERNEED) return fail(&e, "too many version needs", vn_s->off), r->verdict;
				needs[nneeds++] = (struct need){ (uint16_t)(u(&e, va + 6, 2) & 0x7fff),
					(uint32_t)u(&e, va + 8, 4), (uint32_t)file };
				uint64_t an = u(&e, va + 12, 4);
				if (!an) break;
				a += an;
			}
			if (!next) break;
			at += next;
		}
	}

	int time32_functions = machine_had_time32(r->machine, e.is64);
	for (uint64_t i = 1; i < L.nsyms; i++) {
		uint64_t name;
		unsigned shndx, vi;
		if (symbol(&e, &L, i, &name, &shndx, &vi)) return r->verdict;
		if (shndx != SHN_UNDEF || !name) continue;
		r->refs++;
		if (vi < 2) continue;   /* unversioned: neither glibc's nor libt64's time ABI */
		const struct need *n = 0;
		for (int k = 0; k < nneeds && !n; k++)
			if (needs[k].index == vi) n = &needs[k];
		if (!n) continue;  /* a version of this file's own (verdef): not a reference elsewhere */
		static char sname[NAME_MAX_LEN], vname[NAME_MAX_LEN], fname[NAME_MAX_LEN];
		int long_name = string(&e, &L.dynstr, name, sname);
		if (long_name < 0 || string(&e, &verstr, n->name, vname) < 0 || string(&e, &verstr, n->file, fname) < 0)
			return r->verdict;
		const char *instead = 0, *instead_version = 0;
		if (!strcmp(vname, "T32_1.0")) {
			instead = sname;
			instead_version = "T64_1.0";
		} else if (time32_functions && !long_name && !strncmp(vname, "GLIBC_", 6)) {
			const char *name;
			for (size_t k = 0; (name = t64_audit_glibc_time32(k, &instead, &instead_version)); k++)
				if (!strcmp(sname, name)) break;
			if (!name) instead = 0;
		}
		if (!instead) continue;
		r->time32++;
		if (ref_fn) {
			struct t64_audit_ref ref = { sname, vname, fname, instead, instead_version };
			ref_fn(ctx, &ref);
		}
	}
	return r->verdict = r->time32 ? T64_AUDIT_TIME32 : T64_AUDIT_SAFE;
}

/* The twins glibc added after 2.34: epoll_pwait2's with the call (2.35), the fortified
   ppoll's (2.37). */
static const struct { const char *instead, *version; } glibc_time64_later[] = {
	{ "__epoll_pwait2_time64", "GLIBC_2.35" }, { "__ppoll64_chk", "GLIBC_2.37" },
};

const char *t64_audit_glibc_time32(size_t i, const char **instead, const char **version)
{
	if (i >= sizeof glibc_time32 / sizeof glibc_time32[0]) return 0;
	*instead = glibc_time32[i].instead;
	*version = "GLIBC_2.34";
	for (size_t k = 0; k < sizeof glibc_time64_later / sizeof glibc_time64_later[0]; k++)
		if (!strcmp(*instead, glibc_time64_later[k].instead)) *version = glibc_time64_later[k].version;
	return glibc_time32[i].name;
}

const char *t64_audit_verdict_name(int verdict)
{
	switch (verdict) {
	case T64_AUDIT_SAFE: return "y2038-safe";
	case T64_AUDIT_TIME32: return "uses 32-bit time";
	case T64_AUDIT_NOT_DYNAMIC: return "not dynamic";
	default: return "error";
	}
}
