/* Finds a symbol of the kernel's vDSO, the ELF image the kernel maps into every process
   and announces with AT_SYSINFO_EHDR. It is read with the process's own word size
   (Elf32 on ILP32, Elf64 on LP64), as the kernel builds the vDSO for the process ABI. */
#include <stdint.h>
#include <string.h>
#include "auxv.h"
#include "vdso.h"

#if __SIZEOF_LONG__ == 8
typedef struct { unsigned char e_ident[16]; uint16_t e_type, e_machine; uint32_t e_version;
	uint64_t e_entry, e_phoff, e_shoff; uint32_t e_flags; uint16_t e_ehsize, e_phentsize,
	e_phnum, e_shentsize, e_shnum, e_shstrndx; } Ehdr;
typedef struct { uint32_t p_type, p_flags; uint64_t p_offset, p_vaddr, p_paddr, p_filesz,
	p_memsz, p_align; } Phdr;
typedef struct { uint32_t st_name; unsigned char st_info, st_other; uint16_t st_shndx;
	uint64_t st_value, st_size; } Sym;
typedef struct { int64_t d_tag; uint64_t d_val; } Dyn;
#else
typedef struct { unsigned char e_ident[16]; uint16_t e_type, e_machine; uint32_t e_version,
	e_entry, e_phoff, e_shoff, e_flags; uint16_t e_ehsize, e_phentsize, e_phnum,
	e_shentsize, e_shnum, e_shstrndx; } Ehdr;
typedef struct { uint32_t p_type, p_offset, p_vaddr, p_paddr, p_filesz, p_memsz, p_flags,
	p_align; } Phdr;
typedef struct { uint32_t st_name, st_value, st_size; unsigned char st_info, st_other;
	uint16_t st_shndx; } Sym;
typedef struct { int32_t d_tag; uint32_t d_val; } Dyn;
#endif
typedef struct { uint16_t vd_version, vd_flags, vd_ndx, vd_cnt; uint32_t vd_hash, vd_aux,
	vd_next; } Verdef;
typedef struct { uint32_t vda_name, vda_next; } Verdaux;

enum { PT_LOAD = 1, PT_DYNAMIC = 2, DT_NULL = 0, DT_HASH = 4, DT_STRTAB = 5, DT_SYMTAB = 6,
	DT_GNU_HASH = 0x6ffffef5, DT_VERSYM = 0x6ffffff0, DT_VERDEF = 0x6ffffffc,
	STT_FUNC = 2, STB_GLOBAL = 1, STB_WEAK = 2, SHN_UNDEF = 0 };

/* Number of symbols from DT_GNU_HASH: one past the last chain end of the highest bucket. */
static uint32_t gnu_hash_count(const uint32_t *h)
{
	uint32_t nbuckets = h[0], symoffset = h[1], bloom = h[2], max = 0;
	const uint32_t *buckets = h + 4 + bloom * (sizeof(long) / 4);
	const uint32_t *chain = buckets + nbuckets;
	for (uint32_t i = 0; i < nbuckets; i++) if (buckets[i] > max) max = buckets[i];
	if (max < symoffset) return symoffset;
	while (!(chain[max - symoffset] & 1)) max++;
	return max + 1;
}

void *__t64_vdso_sym(const char *version, const char *name)
{
	const Ehdr *eh = (const Ehdr *)__t64_getauxval(AT_SYSINFO_EHDR);
	if (!eh) return 0;
	const unsigned char *base = (const unsigned char *)eh;
	const Phdr *ph = (const Phdr *)(base + eh->e_phoff);
	uintptr_t bias = 0;
	const Dyn *dyn = 0;
	int have_load = 0;
	for (int i = 0; i < eh->e_phnum; i++, ph = (const Phdr *)((const char *)ph + eh->e_phentsize)) {
		if (ph->p_type == PT_LOAD && !have_load) {
			bias = (uintptr_t)base + ph->p_offset - ph->p_vaddr;
			have_load = 1;
		} else if (ph->p_type == PT_DYNAMIC) {
			dyn = (const Dyn *)(base + ph->p_offset);
		}
	}
	if (!have_load || !dyn) return 0;

	const char *strtab = 0;
	const Sym *symtab = 0;
	const uint32_t *hash = 0, *gnu_hash = 0;
	const uint16_t *versym = 0;
	const Verdef *verdef = 0;
	for (; dyn->d_tag != DT_NULL; dyn++) {
		const void *p = (const void *)(bias + dyn->d_val);
		switch (dyn->d_tag) {
		case DT_STRTAB: strtab = p; break;
		case DT_SYMTAB: symtab = p; break;
		case DT_HASH: hash = p; break;
		case DT_GNU_HASH: gnu_hash = p; break;
		case DT_VERSYM: versym = p; break;
		case DT_VERDEF: verdef = p; break;
		}
	}
	if (!strtab || !symtab || (!hash && !gnu_hash)) return 0;
	uint32_t nsyms = hash ? hash[1] : gnu_hash_count(gnu_hash);

	for (uint32_t i = 0; i < nsyms; i++) {
		const Sym *s = symtab + i;
		unsigned type = s->st_info & 0xf, bind = s->st_info >> 4;
		if (type != STT_FUNC || (bind != STB_GLOBAL && bind != STB_WEAK)) continue;
		if (s->st_shndx == SHN_UNDEF || strcmp(strtab + s->st_name, name)) continue;
		if (version && versym && verdef) {
			/* The symbol's version index must name a definition called `version`. */
			uint16_t ndx = versym[i] & 0x7fff;
			const Verdef *d = verdef;
			for (;;) {
				if (d->vd_ndx == ndx) break;
				if (!d->vd_next) return 0;
				d = (const Verdef *)((const char *)d + d->vd_next);
			}
			const Verdaux *aux = (const Verdaux *)((const char *)d + d->vd_aux);
			if (strcmp(strtab + aux->vda_name, version)) continue;
		}
		return (void *)(bias + s->st_value);
	}
	return 0;
}
