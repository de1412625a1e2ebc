# Cross-building for 64-bit Windows from Linux with MinGW-w64 (Debian's
# g++-mingw-w64-x86-64-posix): the core, cribbage-cli and their tests, without Qt
# (-DCRIBBAGE_BUILD_GUI=OFF). scripts/ci-portability.sh uses it; with wine installed, ctest runs
# the Windows programs under wine.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)

set(mingw_triple x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${mingw_triple}-gcc-posix)
set(CMAKE_CXX_COMPILER ${mingw_triple}-g++-posix)
set(CMAKE_RC_COMPILER ${mingw_triple}-windres)

# Libraries and packages only from the MinGW tree and from any prefix given on the command
# line (-DCMAKE_FIND_ROOT_PATH=...), never Linux's; programs from the host.
list(APPEND CMAKE_FIND_ROOT_PATH /usr/${mingw_triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Programs that run without MinGW's DLLs (libstdc++, libgcc, winpthread) beside them.
set(CMAKE_EXE_LINKER_FLAGS_INIT -static)

find_program(CRIBBAGE_WINE NAMES wine wine64)
if(CRIBBAGE_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${CRIBBAGE_WINE})
endif()
