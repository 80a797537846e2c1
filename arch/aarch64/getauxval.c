/* libt64's own copy of the answer libgcc's outline atomics ask for (see getauxval.h). */
#include "getauxval.h"
