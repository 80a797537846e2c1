/* System call numbers of riscv32: the asm-generic table (include/uapi/asm-generic/
   unistd.h, as the kernel's arch/riscv/include/uapi/asm/unistd.h includes it) with
   __BITS_PER_LONG 32 and without __ARCH_WANT_TIME32_SYSCALLS, __ARCH_WANT_STAT64 or
   __ARCH_WANT_NEW_STAT: riscv never asked for the 32-bit-time calls, so since the time64
   calls came (Linux 5.1) only those take times, and no riscv32 C library ever used
   anything else. Only the calls t64 makes. The table has no
   32-bit-time call at all (no clock_gettime, nanosleep, gettimeofday, adjtimex,
   clock_adjtime, pselect6, ppoll, semtimedop, wait4), no stat call but statx, no ipc(),
   no open, unlink, fork, lseek or mmap (openat, unlinkat, clone, llseek, mmap2). So
   t64 has no fallback code here by nature (sysdeps/linux/kernel_features.h), and wait4
   is waitid (sysdeps/linux/wait4.c). test/uapi/check-tables checks each number against
   that header. */
#ifndef T64_BITS_SYSCALL_H
#define T64_BITS_SYSCALL_H
#define SYS_read                         63
#define SYS_write                        64
#define SYS_openat                       56
#define SYS_close                        57
#define SYS_unlinkat                     35
#define SYS_exit                         93
#define SYS_exit_group                   94
#define SYS_getpid                       172
#define SYS_sched_yield                  124
#define SYS_gettid                       178
#define SYS_kill                         129
#define SYS_rt_sigaction                 134
#define SYS_tgkill                       131
#define SYS_uname                        160
#define SYS_prctl                        167
#define SYS_seccomp                      277
#define SYS_ioctl                        29
#define SYS_mmap2                        222
#define SYS_munmap                       215
#define SYS_brk                          214
#define SYS_clock_gettime64              403
#define SYS_clock_settime64              404
#define SYS_clock_getres_time64          406
#define SYS_clock_nanosleep_time64       407
#define SYS_semget                       190
#define SYS_semop                        193
#define SYS_semtimedop_time64            420
#define SYS_semctl                       191
#define SYS_shmget                       194
#define SYS_shmat                        196
#define SYS_shmdt                        197
#define SYS_shmctl                       195
#define SYS_msgget                       186
#define SYS_msgsnd                       189
#define SYS_msgrcv                       188
#define SYS_msgctl                       187
#define SYS_timerfd_create               85
#define SYS_timerfd_settime64            411
#define SYS_timerfd_gettime64            410
#define SYS_timer_create                 107
#define SYS_timer_settime64              409
#define SYS_timer_gettime64              408
#define SYS_timer_getoverrun             109
#define SYS_timer_delete                 111
#define SYS_setitimer                    103
#define SYS_getitimer                    102
#define SYS_rt_sigprocmask               135
#define SYS_rt_sigtimedwait_time64       421
#define SYS_ppoll_time64                 414
#define SYS_pselect6_time64              413
#define SYS_sched_rr_get_interval_time64 423
#define SYS_mq_open                      180
#define SYS_mq_unlink                    181
#define SYS_mq_timedsend_time64          418
#define SYS_mq_timedreceive_time64       419
#define SYS_mq_getsetattr                185
#define SYS_clock_adjtime64              405
#define SYS_getrusage                    165
#define SYS_waitid                       95
#define SYS_utimensat_time64             412
#define SYS_statx                        291
#define SYS_fcntl64                      25
#define SYS_llseek                       62
#define SYS_pipe2                        59
#define SYS_dup3                         24
#define SYS_clone                        220
#define SYS_execve                       221
#define SYS_getuid                       174
#define SYS_getgid                       176
#define SYS_geteuid                      175
#define SYS_setgroups                    159
#define SYS_setresuid                    147
#define SYS_setresgid                    149
#define SYS_mkdirat                      34
#define SYS_mknodat                      33
#define SYS_fchownat                     54
#define SYS_fchmodat                     53
#define SYS_setsid                       157
/* Sockets. */
#define SYS_socket                       198
#define SYS_socketpair                   199
#define SYS_bind                         200
#define SYS_connect                      203
#define SYS_listen                       201
#define SYS_accept4                      242
#define SYS_getsockname                  204
#define SYS_getpeername                  205
#define SYS_sendto                       206
#define SYS_recvfrom                     207
#define SYS_shutdown                     210
#define SYS_setsockopt                   208
#define SYS_getsockopt                   209
#define SYS_sendmsg                      211
#define SYS_sendmmsg                     269
#define SYS_recvmsg                      212
#define SYS_recvmmsg_time64              417
/* Not called by t64; for programs and a C library built on it (its threads, AIO). */
#define SYS_futex_time64                 422
#define SYS_io_pgetevents_time64         416
#define SYS_epoll_pwait2                 441
#define SYS_futex_waitv                  449
#endif
