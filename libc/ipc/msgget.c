#include <sys/msg.h>
#include "sysv_ipc.h"

int msgget(key_t key, int flags)
{
	return (int)__t64_ipc_ret(__t64_msgget(key, flags));
}
