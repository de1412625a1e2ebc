# What a program's own --help lists, for the checks of what is written from it (the manual
# pages, the shell completions). include() it with PROGRAM set, and HELP to ask with another
# option than --help (--help-all, for the game's manual page); it sets:
#   program_name        the program's file name without its suffix
#   help_subcommands    the subcommands of a "Subcommands:" list (cribbage-cli's), or none
#   help_options        the long options PROGRAM HELP declares (each at the start of a line,
#                       as Qt and CLI11 list them), not those its examples use
#   help_options_<sub>  the same of PROGRAM <sub> --help, for each subcommand
cmake_policy(VERSION 3.25)
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
get_filename_component(program_name ${PROGRAM} NAME_WE)
if(NOT HELP)
  set(HELP --help)
endif()

function(help_options_of out)
  execute_process(COMMAND ${PROGRAM} ${ARGN} ${HELP} RESULT_VARIABLE code OUTPUT_VARIABLE text
                  ERROR_VARIABLE err TIMEOUT 60)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} ${ARGN} ${HELP}: exit code ${code}\n${err}")
  endif()
  string(REGEX MATCHALL "\n  (-[a-zA-Z], ?)?--[a-z][a-z0-9-]*" options "${text}")
  list(TRANSFORM options REPLACE ".*--" "--")
  list(REMOVE_DUPLICATES options)
  set(${out} "${options}" PARENT_SCOPE)
  set(${out}_text "${text}" PARENT_SCOPE)
endfunction()

help_options_of(help_options)
set(help_subcommands "")
string(FIND "${help_options_text}" "\nSubcommands:\n" at)
if(NOT at EQUAL -1)
  string(SUBSTRING "${help_options_text}" ${at} -1 listed)
  string(REGEX REPLACE "\n\n.*" "" listed "${listed}")
  string(REGEX MATCHALL "\n  [a-z]+" help_subcommands "${listed}")
  string(REGEX REPLACE "\n  " "" help_subcommands "${help_subcommands}")
  if(NOT help_subcommands)
    message(FATAL_ERROR "no subcommand read from ${program_name} --help:\n${help_options_text}")
  endif()
  foreach(subcommand IN LISTS help_subcommands)
    help_options_of(help_options_${subcommand} ${subcommand})
  endforeach()
endif()
