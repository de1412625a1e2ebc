# ccache, where it is installed: a build that compiled a file before with the same flags and
# the same headers takes the object from the cache instead of compiling it again, so a second
# clone or a second build of the same code (CI after a session's builds) compiles only what
# changed. The cache lives outside the checkout, in the folder CRIBBAGE_CACHE_DIR names (by
# default ~/.cache/cribbage, shared with scripts/lint.sh's clang-tidy results), bounded in
# size. Paths inside the checkout are hashed relative to it, so that clones in other folders
# share it. Without ccache, or with CRIBBAGE_USE_CCACHE off, the compiler runs as it is; a
# damaged or missing cache only makes a build slower (ccache checks every entry it reads).
# Qt 6.4's qmlcachegen writes the C++ of a QML file in an order that follows QHash's random
# seed and where the heap lies, so each run, and each clone, would write another file from the
# same QML, and ccache could never hit it. The build's generator commands run through
# cmake/run_generator.py: a fixed hash seed, no address randomisation where the system lets a
# process turn it off (setarch), and qmlcachegen's declarations in one order. Without Python
# the generators run as they are, and those files are compiled again in every clone.
function(cribbage_run_generators_deterministically)
  # The system's Python first: a version manager's shim takes half a second to start.
  find_program(CRIBBAGE_PYTHON3 python3 HINTS /usr/bin)
  if(NOT CRIBBAGE_PYTHON3)
    message(STATUS "Generators run as they are: no python3")
    return()
  endif()
  set(launcher ${CRIBBAGE_PYTHON3} ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/run_generator.py)
  find_program(CRIBBAGE_SETARCH setarch)
  if(CRIBBAGE_SETARCH)
    execute_process(COMMAND ${CRIBBAGE_SETARCH} --addr-no-randomize true
                    RESULT_VARIABLE no_randomize_refused OUTPUT_QUIET ERROR_QUIET)
    if(NOT no_randomize_refused)
      list(APPEND launcher --setarch ${CRIBBAGE_SETARCH})
    endif()
  endif()
  list(JOIN launcher " " launcher)
  set_property(GLOBAL PROPERTY RULE_LAUNCH_CUSTOM "${launcher}")
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
    # The folder of the caches kept between runs (the core tests' passes too: tests/).
    set(CRIBBAGE_CACHE_ROOT "${cache_root}")
    message(STATUS "Compiling through ccache, its cache in ${cache_root}/ccache")
    cribbage_run_generators_deterministically()
  endif()
endif()
