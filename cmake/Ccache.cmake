# ccache, where it is installed: a build that compiled a file before with the same flags and
# the same headers takes the object from the cache instead of compiling it again, so a second
# clone or a second build of the same code (CI after a session's builds) compiles only what
# changed. The cache lives outside the checkout, in the folder CRIBBAGE_CACHE_DIR names (by
# default ~/.cache/cribbage, shared with scripts/lint.sh's clang-tidy results), bounded in
# size. Paths inside the checkout are hashed relative to it, so that clones in other folders
# share it. Without ccache, or with CRIBBAGE_USE_CCACHE off, the compiler runs as it is; a
# damaged or missing cache only makes a build slower (ccache checks every entry it reads).

option(CRIBBAGE_USE_CCACHE "Compile through ccache where it is installed" ON)
set(CRIBBAGE_CCACHE_MAXSIZE "5G" CACHE STRING "The largest the compiler cache may grow")

if(CRIBBAGE_USE_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(CRIBBAGE_CCACHE ccache)
  if(CRIBBAGE_CCACHE)
    if(DEFINED ENV{CRIBBAGE_CACHE_DIR})
      set(cache_root "$ENV{CRIBBAGE_CACHE_DIR}")
    elseif(DEFINED ENV{XDG_CACHE_HOME})
      set(cache_root "$ENV{XDG_CACHE_HOME}/cribbage")
    else()
      set(cache_root "$ENV{HOME}/.cache/cribbage")
    endif()
    set(CMAKE_CXX_COMPILER_LAUNCHER
        ${CMAKE_COMMAND} -E env
        "CCACHE_DIR=${cache_root}/ccache"
        "CCACHE_MAXSIZE=${CRIBBAGE_CCACHE_MAXSIZE}"
        "CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}"
        CCACHE_NOHASHDIR=true
        ${CRIBBAGE_CCACHE})
    # The folder of the caches kept between runs (the core tests' passes too: tests/).
    set(CRIBBAGE_CACHE_ROOT "${cache_root}")
    message(STATUS "Compiling through ccache, its cache in ${cache_root}/ccache")
  endif()
endif()
