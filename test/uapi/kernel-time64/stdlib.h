/* check-devices' kernel side (time.h says why): sound/asound.h's <stdlib.h> gives it
   size_t only. */
#include <time.h>
