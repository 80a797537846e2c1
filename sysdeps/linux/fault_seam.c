/* The fault seam of test builds (-Dfault_seam=true): see fault_seam.h. Not thread-safe,
   as the tests that drive it are single-threaded. */
#include <string.h>
#include "fault_seam.h"
#include "syscall_arch.h"

static struct t64_fault rules[T64_FAULT_MAX_RULES];
static int n_rules;

int __t64_fault_add(const struct t64_fault *rule)
{
	if (n_rules == T64_FAULT_MAX_RULES || rule->n_off > T64_FAULT_MAX_WORDS) return -1;
	rules[n_rules] = *rule;
	rules[n_rules].calls = 0;
	return n_rules++;
}

unsigned __t64_fault_calls(int rule)
{
	return rule >= 0 && rule < n_rules ? rules[rule].calls : 0;
}

void __t64_fault_clear(void)
{
	n_rules = 0;
}

long __t64_seam_call(long n, long a, long b, long c, long d, long e, long f)
{
	long args[6] = { a, b, c, d, e, f };
	unsigned char saved[T64_FAULT_MAX_RULES][T64_FAULT_MAX_WORDS][4];
	for (int i = 0; i < n_rules; i++) {
		struct t64_fault *r = &rules[i];
		if (r->nr != n) continue;
		r->calls++;
		if (r->kind == T64_FAULT_ERRNO) return -r->err;
		if (r->kind == T64_FAULT_FAKE) return r->fake(args);
		if (r->kind == T64_FAULT_UNTOUCHED)
			for (int w = 0; w < r->n_off; w++)
				memcpy(saved[i][w], (char *)args[r->arg] + r->off[w], 4);
	}
	long ret = __t64_sc6(n, a, b, c, d, e, f);
	if ((unsigned long)ret > -4096UL) return ret;
	for (int i = 0; i < n_rules; i++) {
		struct t64_fault *r = &rules[i];
		if (r->nr != n) continue;
		for (int w = 0; w < r->n_off; w++) {
			char *p = (char *)args[r->arg] + r->off[w];
			if (r->kind == T64_FAULT_GARBAGE) {
				unsigned junk = T64_FAULT_JUNK;
				memcpy(p, &junk, 4);
			} else if (r->kind == T64_FAULT_UNTOUCHED) {
				memcpy(p, saved[i][w], 4);
			}
		}
	}
	return ret;
}
