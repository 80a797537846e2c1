# Toolchain file: RV32IMAC on picolibc, laid out for QEMU's virt board (the settings of
# t64's cross/rv32imac.ini): RAM only, from 0x80000000, where the reset code jumps:
# 4 MiB of code, then 4 MiB of RAM, 64 KiB of it the stack; picolibc's semihosting start
# file and OS layer.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv32)
set(CMAKE_C_COMPILER riscv64-unknown-elf-gcc)
# The compiler cannot link a program without the memory map: test it as a library.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "-march=rv32imac -mabi=ilp32 --specs=picolibc.specs")
# Once only: gcc's --crt0 given twice makes a bad start file name.
set(CMAKE_EXE_LINKER_FLAGS_INIT "--oslib=semihost --crt0=semihost \
-Wl,--defsym=__flash=0x80000000 -Wl,--defsym=__flash_size=0x400000 \
-Wl,--defsym=__ram=0x80400000 -Wl,--defsym=__ram_size=0x400000 \
-Wl,--defsym=__stack_size=0x10000")
