# LLVM's linker, where it is installed, on Linux: it links the project's hundred-odd programs
# (most of them tests, each with the debug information of the Qt table's library) four times
# faster than GNU ld (a test of the table: 0.7 s against 2.9 s), which CI's three builds feel.
# Elsewhere, or without lld, the toolchain's own linker.
option(CRIBBAGE_USE_LLD "Link with LLVM's lld where it is installed (Linux)" ON)
if(CRIBBAGE_USE_LLD AND CMAKE_SYSTEM_NAME STREQUAL "Linux"
   AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  include(CheckLinkerFlag)
  check_linker_flag(CXX "-fuse-ld=lld" CRIBBAGE_HAS_LLD)
  if(CRIBBAGE_HAS_LLD)
    add_link_options(-fuse-ld=lld)
  endif()
endif()
