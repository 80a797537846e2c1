#include "tick_clock.h"
#include "ticks_to_ts.h"

void __t64_ticks_to_ts(uint64_t ticks, uint32_t hz, struct timespec *ts)
{
	__t64_ticks_to_ts_inline(ticks, hz, ts);
}
