#include "sockcall.h"

#ifdef T64_SOCKETCALL
long __t64_socketcall(int op, long a, long b, long c, long d, long e, long f)
{
	long args[6] = { a, b, c, d, e, f };
	T64_SET_MISSING(T64_FAM_SOCKET);
	T64_SET_PATH(T64_FAM_SOCKET, T64_PATH_SOCKETCALL);
	return __t64_syscall(SYS_socketcall, op, args);
}
#endif
