/* libt64's own copy of the division-by-zero hooks (see div0.h). */
#include "div0.h"
