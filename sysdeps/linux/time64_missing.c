#include "kernel_features.h"

#if defined T64_TIME32_FALLBACK || defined T64_IOCTL_TIME32_FALLBACK
unsigned char __t64_time64_missing[T64_FAM_COUNT];
#endif
