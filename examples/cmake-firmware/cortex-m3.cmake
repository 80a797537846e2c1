# Toolchain file: Cortex-M3 on picolibc, laid out for QEMU's MPS2-AN385 board (the
# settings of t64's cross/cortex-m3.ini): 4 MiB of code at 0, 4 MiB of RAM at
# 0x20000000, 64 KiB of it the stack; picolibc's semihosting start file and OS layer.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
# The compiler cannot link a program without the memory map: test it as a library.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-m3 -mthumb --specs=picolibc.specs")
# Once only: gcc's --crt0 given twice makes a bad start file name.
set(CMAKE_EXE_LINKER_FLAGS_INIT "--oslib=semihost --crt0=semihost \
-Wl,--defsym=__flash=0 -Wl,--defsym=__flash_size=0x400000 \
-Wl,--defsym=__ram=0x20000000 -Wl,--defsym=__ram_size=0x400000 \
-Wl,--defsym=__stack_size=0x10000")
