/* System call numbers of aarch64: the asm-generic table (include/uapi/asm-generic/
   unistd.h, as the kernel's arm64 <asm/unistd.h> includes it; __NR3264_* named as on a
   64-bit arch: fstatat is newfstatat, mmap is mmap). Only the calls t64 makes; the table
   has no open, unlink, time, alarm, poll, select, stat, lstat, pipe, dup2, fork, no
   ipc() and no *_time64 calls (time_t was always 64-bit here): t64 uses openat,
   unlinkat, setitimer, ppoll, pselect6, newfstatat, pipe2, dup3, clone and the direct IPC
   calls. test/uapi/check-tables checks each number against that header. */
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
#define SYS_mmap                         222
#define SYS_munmap                       215
#define SYS_brk                          214
#define SYS_gettimeofday                 169
#define SYS_settimeofday                 170
#define SYS_clock_gettime                113
#define SYS_clock_settime                112
#define SYS_clock_getres                 114
#define SYS_clock_nanosleep              115
#define SYS_nanosleep                    101
#define SYS_semget                       190
#define SYS_semop                        193
#define SYS_semtimedop                   192
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
#define SYS_timerfd_settime              86
#define SYS_timerfd_gettime              87
#define SYS_timer_create                 107
#define SYS_timer_settime                110
#define SYS_timer_gettime                108
#define SYS_timer_getoverrun             109
#define SYS_timer_delete                 111
#define SYS_setitimer                    103
#define SYS_getitimer                    102
#define SYS_rt_sigprocmask               135
#define SYS_rt_sigtimedwait              137
#define SYS_ppoll                        73
#define SYS_pselect6                     72
#define SYS_sched_rr_get_interval        127
#define SYS_mq_open                      180
#define SYS_mq_unlink                    181
#define SYS_mq_timedsend                 182
#define SYS_mq_timedreceive              183
#define SYS_mq_getsetattr                185
#define SYS_clock_adjtime                266
#define SYS_adjtimex                     171
#define SYS_getrusage                    165
#define SYS_wait4                        260
#define SYS_utimensat                    88
#define SYS_statx                        291
#define SYS_fstat                        80
#define SYS_newfstatat                   79
#define SYS_fcntl                        25
#define SYS_lseek                        62
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
#define SYS_recvmmsg                     243
/* Not called by t64; for programs and a C library built on it (its threads, AIO). */
#define SYS_futex                        98
#define SYS_io_pgetevents                292
#define SYS_epoll_pwait2                 441
#define SYS_futex_waitv                  449
#endif
