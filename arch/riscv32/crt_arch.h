/* argc is at 0(sp) at entry; the psABI keeps sp 16-byte aligned (aligned again for
   safety). gp is the linker's __global_pointer$: with relaxation (the default) ld turns
   accesses near it into gp-relative ones, so it must be set before any C code runs,
   with relaxation off for that load itself. The address is pc-relative (lla), so the
   start file also works in PIE and dynamically linked programs. A zero ra and frame
   pointer end back traces. */
__asm__(
	".text\n"
	".global _start\n"
	".type _start, @function\n"
	"_start:\n"
	".option push\n"
	".option norelax\n"
	"	lla gp, __global_pointer$\n"
	".option pop\n"
	"	mv ra, zero\n"
	"	mv s0, zero\n"
	"	mv a0, sp\n"
	"	andi sp, sp, -16\n"
	"	call __t64_start_c\n"
	"	j .\n");
