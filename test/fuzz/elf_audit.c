/* libFuzzer harness of t64probe --audit's ELF reader (tools/elf_audit.c): any input must
   give a verdict or an error, never a read outside it. Build on the host, e.g.
     clang -g -O1 -fsanitize=fuzzer,address,undefined -Itools test/fuzz/elf_audit.c tools/elf_audit.c
   Seeds: test/fuzz/corpus/elf_audit/ (tiny ELF files of both classes and byte orders). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "elf_audit.h"

struct mem { const uint8_t *p; size_t n; };

static int mem_read_at(void *ctx, uint64_t off, void *buf, size_t n)
{
	const struct mem *m = ctx;
	/* The reader is the harness's own bounds check; elf_audit.c must not rely on it:
	   it checks every range against the size first, so this never fails for it. */
	if (off > m->n || n > m->n - off) __builtin_trap();
	memcpy(buf, m->p + off, n);
	return 0;
}

static void on_ref(void *ctx, const struct t64_audit_ref *r)
{
	size_t *total = ctx;
	*total += strlen(r->name) + strlen(r->version) + strlen(r->file) + strlen(r->instead);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mem m = { data, size };
	struct t64_elf_file f = { mem_read_at, &m, size };
	struct t64_audit_result r;
	size_t total = 0;
	int v = t64_audit_elf(&f, on_ref, &total, &r);
	if (v == T64_AUDIT_ERROR && !r.error[0]) __builtin_trap();
	if (v == T64_AUDIT_SAFE && r.time32) __builtin_trap();
	t64_elf_version_defined(&f, "T32_1.0", &r);
	return 0;
}
