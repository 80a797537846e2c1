/* <endian.h>: POSIX.1-2024. */
#include <endian.h>
#include "conform.h"

CONSTANT(BYTE_ORDER);
CONSTANT(LITTLE_ENDIAN);
CONSTANT(BIG_ENDIAN);
extern char conform_byte_order[BYTE_ORDER == LITTLE_ENDIAN || BYTE_ORDER == BIG_ENDIAN ? 1 : -1];
COMPLETE(uint16_t);
COMPLETE(uint32_t);
COMPLETE(uint64_t);
FUNCTION(uint16_t, be16toh, (uint16_t));
FUNCTION(uint32_t, be32toh, (uint32_t));
FUNCTION(uint64_t, be64toh, (uint64_t));
FUNCTION(uint16_t, htobe16, (uint16_t));
FUNCTION(uint32_t, htobe32, (uint32_t));
FUNCTION(uint64_t, htobe64, (uint64_t));
FUNCTION(uint16_t, htole16, (uint16_t));
FUNCTION(uint32_t, htole32, (uint32_t));
FUNCTION(uint64_t, htole64, (uint64_t));
FUNCTION(uint16_t, le16toh, (uint16_t));
FUNCTION(uint32_t, le32toh, (uint32_t));
FUNCTION(uint64_t, le64toh, (uint64_t));
