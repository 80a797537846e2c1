#include "tmtext.h"

const char __t64_day_name[7][10] = {
	"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
};
const char __t64_mon_name[12][10] = {
	"January", "February", "March", "April", "May", "June", "July", "August",
	"September", "October", "November", "December",
};
