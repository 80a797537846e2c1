/* <endian.h>: each conversion against the byte image it must give or read, whatever
   the target's order (the image is built or read byte by byte here), BYTE_ORDER against
   how a known integer lies in memory, and the names the kernel's headers test. */
#include <endian.h>
#include <string.h>
#include "t.h"

static const unsigned char img[8] = { 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef };

/* The value of n bytes of img read as big-endian (le 0) or little-endian (le 1). */
static uint64_t image_value(int n, int le)
{
	uint64_t v = 0;
	for (int i = 0; i < n; i++)
		v = v << 8 | img[le ? n - 1 - i : i];
	return v;
}

int main(void)
{
	uint16_t m16;
	uint32_t m32;
	uint64_t m64;

	uint32_t probe = 0x01020304;
	unsigned char first;
	memcpy(&first, &probe, 1);
	T_CHECK((BYTE_ORDER == BIG_ENDIAN) == (first == 0x01) &&
		(BYTE_ORDER == LITTLE_ENDIAN) == (first == 0x04),
		"BYTE_ORDER (%d) is how 0x01020304 lies in memory (first byte %#x)",
		BYTE_ORDER, first);
	T_CHECK(__BYTE_ORDER == BYTE_ORDER && __LITTLE_ENDIAN == 1234 && __BIG_ENDIAN == 4321 &&
		LITTLE_ENDIAN != BIG_ENDIAN && PDP_ENDIAN != LITTLE_ENDIAN && PDP_ENDIAN != BIG_ENDIAN,
		"__BYTE_ORDER, __LITTLE_ENDIAN 1234, __BIG_ENDIAN 4321, as the kernel's headers test them");

	/* From memory (the byte image) to the host's value. */
	memcpy(&m16, img, 2);
	memcpy(&m32, img, 4);
	memcpy(&m64, img, 8);
	T_EQ_LL(be16toh(m16), image_value(2, 0), "be16toh of bytes 01 23");
	T_EQ_LL(be32toh(m32), image_value(4, 0), "be32toh of bytes 01 23 45 67");
	T_CHECK(be64toh(m64) == image_value(8, 0), "be64toh of bytes 01 .. ef");
	T_EQ_LL(le16toh(m16), image_value(2, 1), "le16toh of bytes 01 23");
	T_EQ_LL(le32toh(m32), image_value(4, 1), "le32toh of bytes 01 23 45 67");
	T_CHECK(le64toh(m64) == image_value(8, 1), "le64toh of bytes 01 .. ef");

	/* From the host's value to memory. */
	unsigned char out[8];
	m16 = htobe16((uint16_t)image_value(2, 0));
	memcpy(out, &m16, 2);
	T_CHECK(!memcmp(out, img, 2), "htobe16 gives bytes 01 23");
	m32 = htobe32((uint32_t)image_value(4, 0));
	memcpy(out, &m32, 4);
	T_CHECK(!memcmp(out, img, 4), "htobe32 gives bytes 01 23 45 67");
	m64 = htobe64(image_value(8, 0));
	memcpy(out, &m64, 8);
	T_CHECK(!memcmp(out, img, 8), "htobe64 gives bytes 01 .. ef");
	m16 = htole16((uint16_t)image_value(2, 1));
	memcpy(out, &m16, 2);
	T_CHECK(!memcmp(out, img, 2), "htole16 gives bytes 01 23");
	m32 = htole32((uint32_t)image_value(4, 1));
	memcpy(out, &m32, 4);
	T_CHECK(!memcmp(out, img, 4), "htole32 gives bytes 01 23 45 67");
	m64 = htole64(image_value(8, 1));
	memcpy(out, &m64, 8);
	T_CHECK(!memcmp(out, img, 8), "htole64 gives bytes 01 .. ef");
	return t_done();
}
