# Toolchain file of a bare-metal board, in the shape a firmware project's own has;
# test/examples/check fills it from a t64 cross file (its compiler, its C flags: the CPU
# and the C library's specs, and its link options: the board's memory map and the C
# library's semihosting start file):
#   cmake ... -DCMAKE_TOOLCHAIN_FILE=toolchain.cmake -DT64_CC=arm-none-eabi-gcc \
#     -DT64_CPU=arm "-DT64_C_FLAGS=-mcpu=cortex-m3 -mthumb --specs=picolibc.specs" \
#     "-DT64_LINK_FLAGS=--oslib=semihost --crt0=semihost -Wl,--defsym=__flash=0 ..."
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR ${T64_CPU})
set(CMAKE_C_COMPILER ${T64_CC})
# The compiler cannot link a program without the memory map: test it as a library.
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
set(CMAKE_C_FLAGS_INIT "${T64_C_FLAGS}")
# Link options beyond the C flags (which are passed at link too), each once: gcc's
# --crt0 given twice makes a bad start file name.
set(CMAKE_EXE_LINKER_FLAGS_INIT "${T64_LINK_FLAGS}")
# try_compile projects see these too.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES T64_CC T64_CPU T64_C_FLAGS T64_LINK_FLAGS)
# Libraries, headers and packages from the target's root only, programs from the
# building machine (no root is set here: t64 is found where CMAKE_PREFIX_PATH or
# PKG_CONFIG_LIBDIR say).
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
