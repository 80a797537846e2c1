/* check-devices' kernel side (time.h says why). */
#include <time.h>
