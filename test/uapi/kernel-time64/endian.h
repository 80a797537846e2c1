/* check-devices' kernel side (time.h says why): the byte order as the kernel's own
   headers give it (linux/byteorder/{big,little}_endian.h define __BIG_ENDIAN or
   __LITTLE_ENDIAN), for the OSS headers' tests of __BYTE_ORDER. */
#ifndef T64_KT64_ENDIAN_H
#define T64_KT64_ENDIAN_H
#include <asm/byteorder.h>
#ifdef __BIG_ENDIAN
#define __BYTE_ORDER __BIG_ENDIAN
#else
#define __BYTE_ORDER __LITTLE_ENDIAN
#endif
#endif
