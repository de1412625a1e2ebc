# Warnings, source encoding and hardening, each behind a check of the compiler that takes it.

if(MSVC)
  # The sources are UTF-8 (the suits' symbols in the core); MSVC reads them in the system's
  # code page unless told.
  # /W4 warnings are shown, but not yet made errors (/WX): no MSVC has compiled the code, so
  # the first run on Windows may well find warnings GCC and Clang do not give. Once a run
  # is warning-free, CRIBBAGE_WERROR should add /WX here as it adds -Werror below.
  add_compile_options(/utf-8 /W4 /permissive-)
elseif(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  add_compile_options(-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
  if(CRIBBAGE_WERROR)
    add_compile_options(-Werror)
  endif()
endif()

# Hardening for the optimised builds, as Debian asks of a package (dpkg-buildflags): checked
# string and memory functions, stack protection, position-independent executables, and on
# ELF systems a read-only relocation table bound at start. A distribution that passes its own
# flags turns it off. Not on Windows: MSVC's /GS is on by default, and MinGW's stack protector
# needs libssp.
option(CRIBBAGE_HARDENING "Harden the optimised builds (GCC and Clang on Linux and macOS)" ON)
if(CRIBBAGE_HARDENING AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang" AND NOT WIN32)
  set(CMAKE_POSITION_INDEPENDENT_CODE ON)
  include(CheckPIESupported)
  check_pie_supported(LANGUAGES CXX)
  set(optimised "$<CONFIG:Release,RelWithDebInfo,MinSizeRel>")
  add_compile_options("$<${optimised}:-U_FORTIFY_SOURCE;-D_FORTIFY_SOURCE=2>"
                      "$<${optimised}:-fstack-protector-strong>")
  if(NOT APPLE)
    add_link_options("$<${optimised}:LINKER:-z,relro,-z,now>")
  endif()
endif()
