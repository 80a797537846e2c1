/* t64probe's parts: the report (t64probe.c: rows every target has, and the output as
   text, JSON or TAP), the rows and header lines only one OS has (probe_<os>.c), and the
   binary audit (audit.c over elf_audit.c). */
#ifndef T64_TOOLS_PROBE_H
#define T64_TOOLS_PROBE_H
#include <stdint.h>
#include <time.h>
#include "elf_audit.h"

enum { PROBE_PASS, PROBE_FAIL, PROBE_SKIP };

/* A header line (kernel, filesystem, ...) and a report row; the detail is printf-like
   (tools/fmt.c). path is __t64_path_name() of the family's path, or what else answered. */
void probe_header(const char *key, const char *fmt, ...);
void probe_row(const char *family, const char *path, int verdict, const char *fmt, ...);

/* "2040-02-29T12:00:00Z" (or "?" with the error) into buf[32]. */
const char *probe_utc(time_t t, char *buf);

/* probe_<os>.c */
void probe_os_header(const char *argv0);
void probe_os_rows(void);
/* The audit's file access: opens path and fills f (read_at, ctx, size); 0, or -1 with a
   reason in why[64]. probe_file_close releases it. */
int probe_file_open(const char *path, struct t64_elf_file *f, char *why);
void probe_file_close(struct t64_elf_file *f);

/* audit.c: one file's report, as a line (and a line per reference) or a JSON object;
   f null when it could not be opened (why). r gets the verdict; also (if not null) is
   called for each 32-bit time reference too. */
void probe_audit_file(const char *name, const struct t64_elf_file *f, const char *why, int json,
                      t64_audit_ref_fn *also, void *also_ctx, struct t64_audit_result *r);
/* t64probe --audit [--json] FILE...; returns the exit status. */
int probe_audit(int nfiles, char **files, int json);
/* t64probe --audit-list: "NAME TWIN@VERSION" for each glibc function the audit flags. */
void probe_audit_list(void);

/* JSON string output (with quotes). */
void probe_json_str(const char *s);
#endif
