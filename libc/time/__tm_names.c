#include "tmtext.h"

const char __t64_names[] =
	"Sunday\0Monday\0Tuesday\0Wednesday\0Thursday\0Friday\0Saturday\0"
	"January\0February\0March\0April\0May\0June\0July\0August\0September\0"
	"October\0November\0December";
/* Each name's start: the previous one's plus its length and NUL (test/unit/strftime.c
   prints every day and month in full). */
const unsigned char __t64_name_at[19] = {
	0, 7, 14, 22, 32, 41, 48,
	57, 65, 74, 80, 86, 90, 95, 100, 107, 117, 125, 134,
};
