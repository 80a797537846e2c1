/* The binary audit of t64probe (--audit): which dynamic symbol references of an ELF file
   use a 32-bit time ABI. Pure code over a reader callback, so the same source serves
   t64probe on every target and the libFuzzer harness (test/fuzz/elf_audit.c) on the
   host: it needs only <stdint.h>, <stddef.h> and <string.h>. */
#ifndef T64_TOOLS_ELF_AUDIT_H
#define T64_TOOLS_ELF_AUDIT_H
#include <stddef.h>
#include <stdint.h>

struct t64_elf_file {
	/* Reads exactly n bytes at off into buf: 0, or -1 when they are not all there. */
	int (*read_at)(void *ctx, uint64_t off, void *buf, size_t n);
	void *ctx;
	uint64_t size;            /* the file's size: every offset is checked against it */
};

enum t64_audit_verdict {
	T64_AUDIT_SAFE,           /* dynamic, no reference with a 32-bit time ABI */
	T64_AUDIT_TIME32,         /* at least one such reference */
	T64_AUDIT_NOT_DYNAMIC,    /* no DT_NEEDED: nothing is bound at run time */
	T64_AUDIT_ERROR,          /* not an ELF file we can read: result.error says why */
};

/* One reference with a 32-bit time ABI: name@version from file (a DT_NEEDED name). */
struct t64_audit_ref {
	const char *name, *version, *file;
	const char *instead, *instead_version;  /* what a 64-bit time build binds instead */
};

struct t64_audit_result {
	int verdict;
	int elf_class;            /* 32 or 64 (0 before the header is read) */
	int big_endian;
	unsigned machine;         /* e_machine */
	unsigned long refs;       /* undefined dynamic symbols */
	unsigned long time32;     /* of them with a 32-bit time ABI */
	char error[160];
};

typedef void t64_audit_ref_fn(void *ctx, const struct t64_audit_ref *ref);

/* Audits one file; calls ref_fn (if not null) for every 32-bit time reference. Returns
   result->verdict. Never reads outside [0, f->size), whatever the file says. */
int t64_audit_elf(const struct t64_elf_file *f, t64_audit_ref_fn *ref_fn, void *ctx,
                  struct t64_audit_result *result);

const char *t64_audit_verdict_name(int verdict);

/* The i-th (from 0) of glibc's 32-bit time functions the audit flags: its name, and the
   symbol and version a -D_TIME_BITS=64 build binds instead; 0 past the last. */
const char *t64_audit_glibc_time32(size_t i, const char **instead, const char **version);

/* How many dynamic symbols the file defines at version (e.g. "T32_1.0"), not counting
   the absolute symbol the linker names after the version: 0 if none or no such
   version, -1 with result->error when the file cannot be read. */
long t64_elf_version_defined(const struct t64_elf_file *f, const char *version,
                             struct t64_audit_result *result);
#endif
