#include <stdint.h>
#include "calendar.h"
#include "secs_to_tm.h"

/* The fields of each day from March 1, for speed builds of __t64_day_to_tm, made by the
   -Os build's formulas (secs_to_tm.h): test/unit/calendar.c, which converts the days of
   years -10^6..10^6 (every 97th on emulated targets), reads every entry on each target. */
#define F(d) (DOY_MDAY(d) | DOY_MON(d) << 8 | (uint32_t)!DOY_JAN(d) << 16 | DOY_YDAY(d, 0) << 17)
#define F2(d) F(d), F((d) + 1)
#define F4(d) F2(d), F2((d) + 2)
#define F8(d) F4(d), F4((d) + 4)
#define F32(d) F8(d), F8((d) + 8), F8((d) + 16), F8((d) + 24)
#define F128(d) F32(d), F32((d) + 32), F32((d) + 64), F32((d) + 96)

const uint32_t __t64_doy_fields[] = {       /* [366] in secs_to_tm.h: any other count fails */
	F128(0u), F128(128u), F32(256u), F32(288u), F32(320u), F8(352u), F4(360u), F2(364u)
};
