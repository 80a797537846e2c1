/* Byte order: POSIX.1-2024's names, and glibc's __BYTE_ORDER, __LITTLE_ENDIAN and
   __BIG_ENDIAN, which the kernel's UAPI headers test after including <endian.h> from
   user space (linux/soundcard.h, linux/patchkey.h): without them the OSS headers leave
   AFMT_S16_NE and _PATCHKEY undefined, and with the folder of the kernel's headers
   searched after t64's, a cross glibc's <endian.h> there would be taken instead. The
   order is the compiler's; the values are glibc's, which the kernel's
   linux/byteorder/little_endian.h and big_endian.h define alike. */
#ifndef _ENDIAN_H
#define _ENDIAN_H
#include <stdint.h>

#define __LITTLE_ENDIAN 1234
#define __BIG_ENDIAN    4321
#define __PDP_ENDIAN    3412
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define __BYTE_ORDER __BIG_ENDIAN
#else
#define __BYTE_ORDER __LITTLE_ENDIAN
#endif
#define LITTLE_ENDIAN __LITTLE_ENDIAN
#define BIG_ENDIAN    __BIG_ENDIAN
#define PDP_ENDIAN    __PDP_ENDIAN
#define BYTE_ORDER    __BYTE_ORDER

#ifdef __cplusplus
extern "C" {
#endif

/* Functions, as POSIX allows, so that each has an address; inline, as each is at most
   one instruction. */
#if __BYTE_ORDER == __BIG_ENDIAN
#define __T64_BE(n, x) (x)
#define __T64_LE(n, x) __builtin_bswap##n(x)
#else
#define __T64_BE(n, x) __builtin_bswap##n(x)
#define __T64_LE(n, x) (x)
#endif
static __inline uint16_t htobe16(uint16_t __x) { return __T64_BE(16, __x); }
static __inline uint32_t htobe32(uint32_t __x) { return __T64_BE(32, __x); }
static __inline uint64_t htobe64(uint64_t __x) { return __T64_BE(64, __x); }
static __inline uint16_t htole16(uint16_t __x) { return __T64_LE(16, __x); }
static __inline uint32_t htole32(uint32_t __x) { return __T64_LE(32, __x); }
static __inline uint64_t htole64(uint64_t __x) { return __T64_LE(64, __x); }
static __inline uint16_t be16toh(uint16_t __x) { return __T64_BE(16, __x); }
static __inline uint32_t be32toh(uint32_t __x) { return __T64_BE(32, __x); }
static __inline uint64_t be64toh(uint64_t __x) { return __T64_BE(64, __x); }
static __inline uint16_t le16toh(uint16_t __x) { return __T64_LE(16, __x); }
static __inline uint32_t le32toh(uint32_t __x) { return __T64_LE(32, __x); }
static __inline uint64_t le64toh(uint64_t __x) { return __T64_LE(64, __x); }
#undef __T64_BE
#undef __T64_LE

#ifdef __cplusplus
}
#endif
#endif
