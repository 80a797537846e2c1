/* Socket levels, options and types as arch/powerpc/include/uapi/asm/socket.h numbers
   them: asm-generic's, except the low-water marks, the old timeouts and the credential
   options (16-21); test/uapi/check-tables compares them with the kernel's.
   The time options come twice: *_OLD carry a `long` time (32 bits on a 32-bit arch),
   *_NEW (Linux 5.1) 64-bit times on every arch. <sys/socket.h> picks one. */
#ifndef T64_BITS_SOCKET_H
#define T64_BITS_SOCKET_H
#define SOCK_STREAM    1
#define SOCK_DGRAM     2
#define SOCK_RAW       3
#define SOCK_SEQPACKET 5

#define SOL_SOCKET     1
#define SO_DEBUG       1
#define SO_REUSEADDR   2
#define SO_TYPE        3
#define SO_ERROR       4
#define SO_DONTROUTE   5
#define SO_BROADCAST   6
#define SO_SNDBUF      7
#define SO_RCVBUF      8
#define SO_KEEPALIVE   9
#define SO_OOBINLINE   10
#define SO_LINGER      13
#define SO_REUSEPORT   15
#define SO_PASSCRED    20
#define SO_PEERCRED    21
#define SO_RCVLOWAT    16
#define SO_SNDLOWAT    17
#define SO_ACCEPTCONN  30
#define SO_PROTOCOL    38
#define SO_DOMAIN      39

#define SO_RCVTIMEO_OLD     18
#define SO_SNDTIMEO_OLD     19
#define SO_TIMESTAMP_OLD    29
#define SO_TIMESTAMPNS_OLD  35
#define SO_TIMESTAMPING_OLD 37
#define SO_TIMESTAMP_NEW    63
#define SO_TIMESTAMPNS_NEW  64
#define SO_TIMESTAMPING_NEW 65
#define SO_RCVTIMEO_NEW     66
#define SO_SNDTIMEO_NEW     67
#endif
