/* The binary audit's report: one file's verdict (y2038-safe, uses 32-bit time, not
   dynamic, error: why) and every dynamic symbol reference with a 32-bit time ABI, as a
   text line or a JSON object (probe_audit_file, which t64audit also uses for each ELF
   file of a tree or a package); t64probe --audit [--json] FILE... over the files named,
   exit status 0 when every file is y2038-safe or not dynamic, 1 otherwise; t64probe
   --audit-list: the glibc functions it flags, each with what a 64-bit time build binds
   instead. */
#include "fmt.h"
#include "probe.h"

void probe_json_str(const char *s)
{
	t64_out("\"", 1);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\') { t64_out("\\", 1); t64_out(s, 1); }
		else if (c < 0x20) t64_printf("\\u%04x", c);
		else t64_out(s, 1);
	}
	t64_out("\"", 1);
}

struct refs {
	int json, first;
	t64_audit_ref_fn *also;
	void *also_ctx;
};

static void put_ref(void *ctx, const struct t64_audit_ref *r)
{
	struct refs *p = ctx;
	if (p->also) p->also(p->also_ctx, r);
	if (!p->json) {
		t64_printf("  %s@%s (%s) -> %s@%s\n", r->name, r->version, r->file, r->instead, r->instead_version);
		return;
	}
	t64_printf("%s{\"symbol\": ", p->first ? "" : ", ");
	p->first = 0;
	probe_json_str(r->name);
	t64_printf(", \"version\": ");
	probe_json_str(r->version);
	t64_printf(", \"library\": ");
	probe_json_str(r->file);
	t64_printf(", \"instead\": \"%s@%s\"}", r->instead, r->instead_version);
}

static const char *machine(unsigned m)
{
	switch (m) {
	case 3: return "i386";
	case 8: return "MIPS";
	case 20: return "PowerPC";
	case 40: return "ARM";
	case 62: return "x86-64";
	case 183: return "AArch64";
	case 243: return "RISC-V";
	default: return "machine";
	}
}

void probe_audit_file(const char *name, const struct t64_elf_file *f, const char *why, int json,
                      t64_audit_ref_fn *also, void *also_ctx, struct t64_audit_result *r)
{
	if (!f) {
		r->verdict = T64_AUDIT_ERROR;
		r->elf_class = 0;
		t64_snprintf(r->error, sizeof r->error, "%s", why);
	} else {
		t64_audit_elf(f, 0, 0, r);
	}
	if (json) {
		t64_printf("{\"file\": ");
		probe_json_str(name);
		t64_printf(", \"verdict\": \"%s\"", t64_audit_verdict_name(r->verdict));
		if (r->verdict == T64_AUDIT_ERROR) {
			t64_printf(", \"error\": ");
			probe_json_str(r->error);
		}
		if (r->elf_class)
			t64_printf(", \"class\": %d, \"big_endian\": %s, \"machine\": %u", r->elf_class,
				r->big_endian ? "true" : "false", r->machine);
		if (r->verdict == T64_AUDIT_SAFE || r->verdict == T64_AUDIT_TIME32)
			t64_printf(", \"references\": %lu, \"time32\": [", r->refs);
	} else {
		t64_printf("%s: %s", name, t64_audit_verdict_name(r->verdict));
		if (r->verdict == T64_AUDIT_ERROR) t64_printf(": %s", r->error);
		if (r->elf_class)
			t64_printf(" (ELF%d %s %s)", r->elf_class, r->big_endian ? "MSB" : "LSB", machine(r->machine));
		if (r->verdict == T64_AUDIT_TIME32)
			t64_printf(": %lu of %lu references", r->time32, r->refs);
		else if (r->verdict == T64_AUDIT_SAFE)
			t64_printf(": %lu references, none with a 32-bit time ABI", r->refs);
		else if (r->verdict == T64_AUDIT_NOT_DYNAMIC)
			t64_printf(": no DT_NEEDED: it binds no symbol at run time");
		t64_printf("\n");
	}
	if (r->verdict == T64_AUDIT_TIME32) {   /* again, listing the references */
		struct refs p = { json, 1, also, also_ctx };
		struct t64_audit_result again;
		t64_audit_elf(f, put_ref, &p, &again);
	}
	if (json && (r->verdict == T64_AUDIT_SAFE || r->verdict == T64_AUDIT_TIME32))
		t64_printf("]");
	if (json) t64_printf("}");
}

int probe_audit(int nfiles, char **files, int json)
{
	int status = 0;
	if (json) t64_printf("[");
	for (int i = 0; i < nfiles; i++) {
		struct t64_elf_file f;
		struct t64_audit_result r;
		char why[64];
		int opened = !probe_file_open(files[i], &f, why);
		if (json) t64_printf("%s\n ", i ? "," : "");
		probe_audit_file(files[i], opened ? &f : 0, why, json, 0, 0, &r);
		if (r.verdict == T64_AUDIT_TIME32 || r.verdict == T64_AUDIT_ERROR) status = 1;
		if (opened) probe_file_close(&f);
	}
	if (json) t64_printf("\n]\n");
	return status;
}

void probe_audit_list(void)
{
	const char *name, *instead, *version;
	for (size_t i = 0; (name = t64_audit_glibc_time32(i, &instead, &version)); i++)
		t64_printf("%s %s@%s\n", name, instead, version);
}
