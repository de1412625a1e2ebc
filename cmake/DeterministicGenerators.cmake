# Qt 6.4's qmlcachegen writes the C++ of a QML file in an order that follows QHash's random
# seed and where the heap lies, so each run, and each clone, would write another file from the
# same QML: ccache could never hit it, and no two builds of the same source would make the same
# programs (two builds without ccache, 2026-12-07: 48 of the 75 files differed).
# The build's generator commands run through cmake/run_generator.py: a fixed hash seed, no
# address randomisation where the system lets a process turn it off (setarch), and
# qmlcachegen's declarations in one order. Without Python the generators run as they are, and
# off Linux, where it has not been tried, only a build through ccache runs them so.
if(NOT CMAKE_SYSTEM_NAME STREQUAL "Linux" AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  return()
endif()
# The system's Python first: a version manager's shim takes half a second to start.
find_program(CRIBBAGE_PYTHON3 python3 HINTS /usr/bin)
if(NOT CRIBBAGE_PYTHON3)
  message(STATUS "Generators run as they are: no python3")
  return()
endif()
set(launcher ${CRIBBAGE_PYTHON3} ${CMAKE_CURRENT_LIST_DIR}/run_generator.py)
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
