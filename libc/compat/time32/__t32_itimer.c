/* setitimer and getitimer with the old struct itimerval. The kernel's own itimerval is
   32-bit on these targets, so what it reports always fits. */
#include <sys/time.h>
#include "time32.h"

static void narrow(struct itimerval32 *o, const struct itimerval *v)
{
	*o = (struct itimerval32){
		{ (int32_t)v->it_interval.tv_sec, (int32_t)v->it_interval.tv_usec },
		{ (int32_t)v->it_value.tv_sec, (int32_t)v->it_value.tv_usec } };
}

T32_SYMBOL(getitimer);
int __t32_getitimer(int which, struct itimerval32 *v32)
{
	struct itimerval v;
	if (getitimer(which, &v)) return -1;
	narrow(v32, &v);
	return 0;
}

T32_SYMBOL(setitimer);
int __t32_setitimer(int which, const struct itimerval32 *restrict v32,
                    struct itimerval32 *restrict old32)
{
	struct itimerval v = {
		{ v32->it_interval.tv_sec, v32->it_interval.tv_usec },
		{ v32->it_value.tv_sec, v32->it_value.tv_usec } }, old;
	if (setitimer(which, &v, old32 ? &old : 0)) return -1;
	if (old32) narrow(old32, &old);
	return 0;
}
