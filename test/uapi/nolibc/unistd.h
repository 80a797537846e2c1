/* The one C library header the kernel's UAPI headers that test/uapi reads include:
   include/uapi/linux/shm.h has #include <unistd.h> for user space (nothing of it is
   used). A target whose compiler has no Linux C library (riscv32-linux's bare-metal gcc,
   whose kernel headers come from the cross file's t64_uapi_include) gets this empty one,
   searched last (test/uapi/meson.build). */
