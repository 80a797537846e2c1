/* Socket levels, options and types as arch/mips/include/uapi/asm/socket.h and
   arch/mips/include/asm/socket.h number them: mips kept IRIX's numbers (SOL_SOCKET is
   0xffff, SOCK_DGRAM is 1 and SOCK_STREAM 2); test/uapi/check-tables compares them with
   the kernel's. The *_NEW time options are asm-generic's numbers, as everywhere. */
#ifndef T64_BITS_SOCKET_H
#define T64_BITS_SOCKET_H
#define SOCK_DGRAM     1
#define SOCK_STREAM    2
#define SOCK_RAW       3
#define SOCK_SEQPACKET 5

#define SOL_SOCKET     0xffff
#define SO_DEBUG       0x0001
#define SO_REUSEADDR   0x0004
#define SO_KEEPALIVE   0x0008
#define SO_DONTROUTE   0x0010
#define SO_BROADCAST   0x0020
#define SO_LINGER      0x0080
#define SO_OOBINLINE   0x0100
#define SO_REUSEPORT   0x0200
#define SO_TYPE        0x1008
#define SO_ERROR       0x1007
#define SO_SNDBUF      0x1001
#define SO_RCVBUF      0x1002
#define SO_SNDLOWAT    0x1003
#define SO_RCVLOWAT    0x1004
#define SO_ACCEPTCONN  0x1009
#define SO_PASSCRED    17
#define SO_PEERCRED    18
#define SO_PROTOCOL    0x1028
#define SO_DOMAIN      0x1029

#define SO_SNDTIMEO_OLD     0x1005
#define SO_RCVTIMEO_OLD     0x1006
#define SO_TIMESTAMP_OLD    29
#define SO_TIMESTAMPNS_OLD  35
#define SO_TIMESTAMPING_OLD 37
#define SO_TIMESTAMP_NEW    63
#define SO_TIMESTAMPNS_NEW  64
#define SO_TIMESTAMPING_NEW 65
#define SO_RCVTIMEO_NEW     66
#define SO_SNDTIMEO_NEW     67
#endif
