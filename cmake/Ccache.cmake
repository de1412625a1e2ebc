# ccache, where it is installed: a build that compiled a file before with the same flags and
# the same headers takes the object from the cache instead of compiling it again, so a second
# clone or a second build of the same code (CI after a session's builds) compiles only what
# changed. The cache lives outside the checkout, in the folder CRIBBAGE_CACHE_DIR names (by
# default ~/.cache/cribbage, shared with scripts/lint.sh's clang-tidy results), bounded in
# size. Paths inside the checkout are hashed relative to it, so that clones in other folders
# share it. Without ccache, or with CRIBBAGE_USE_CCACHE off, the compiler runs as it is; a
# damaged or missing cache only makes a build slower (ccache checks every entry it reads).
# Qt 6.4's qmlcachegen writes the C++ of a QML file in an order that follows QHash's random
# seed and where the heap lies, so each run writes another file from the same QML and ccache
# could never hit it. The build's generator commands run with a fixed hash seed and without
# address randomisation, where the system lets a process turn it off (setarch): in one build
# folder the same QML then gives the same C++ and the same cache entry (not yet in a clone in
# another folder: docs/ci.md).
function(cribbage_run_generators_deterministically)
  find_program(CRIBBAGE_SETARCH setarch)
  if(NOT CRIBBAGE_SETARCH)
    return()
  endif()
  execute_process(COMMAND ${CRIBBAGE_SETARCH} --addr-no-randomize true
                  RESULT_VARIABLE no_randomize_refused OUTPUT_QUIET ERROR_QUIET)
  if(no_randomize_refused)
    message(STATUS "Generators run as they are: setarch cannot turn address randomisation off here")
    return()
  endif()
  set_property(GLOBAL PROPERTY RULE_LAUNCH_CUSTOM
               "${CMAKE_COMMAND} -E env QT_HASH_SEED=0 ${CRIBBAGE_SETARCH} --addr-no-randomize")
endfunction()

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
    message(STATUS "Compiling through ccache, its cache in ${cache_root}/ccache")
    cribbage_run_generators_deterministically()
  endif()
endif()
