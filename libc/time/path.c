#include "path.h"

unsigned char __t64_path[T64_FAM_COUNT];

const char *__t64_path_name(int path)
{
	static const char names[][12] = {
		"unused", "vdso", "time64", "old-call", "semihosting", "board-hook",
		"ipc-direct", "ipc-mux", "socketcall",
	};
	return (unsigned)path < sizeof names / sizeof names[0] ? names[path] : "?";
}
