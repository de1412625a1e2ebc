# Checks that the manual page PAGE names every long option PROGRAM's --help lists, and for a
# program with subcommands (a "Subcommands:" list in its --help, as cribbage-cli's) every
# subcommand, in its synopsis as "PROGRAM SUBCOMMAND", and every option of each subcommand's
# --help. So the page cannot fall behind the programs' own option tables.
unset(ENV{DISPLAY})
unset(ENV{WAYLAND_DISPLAY})
get_filename_component(program_name ${PROGRAM} NAME_WE)

function(help_of out)
  execute_process(COMMAND ${PROGRAM} ${ARGN} --help RESULT_VARIABLE code OUTPUT_VARIABLE text
                  ERROR_VARIABLE err TIMEOUT 60)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${PROGRAM} ${ARGN} --help: exit code ${code}\n${err}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

file(READ ${PAGE} page)
# roff writes a minus sign as \-: --seed is \-\-seed in the page.
string(REPLACE "\\-" "-" page "${page}")
set(missing "")

function(check_options help where)
  string(REGEX MATCHALL "--[a-z][a-z0-9-]*" options "${help}")
  list(REMOVE_DUPLICATES options)
  foreach(option IN LISTS options)
    if(NOT page MATCHES "${option}([^a-z0-9-]|$)")
      list(APPEND missing "${option} (${where})")
    endif()
  endforeach()
  set(missing "${missing}" PARENT_SCOPE)
endfunction()

help_of(main)
check_options("${main}" "${program_name} --help")
string(FIND "${main}" "\nSubcommands:\n" at)
if(NOT at EQUAL -1)
  string(SUBSTRING "${main}" ${at} -1 listed)
  string(REGEX REPLACE "\n\n.*" "" listed "${listed}")
  string(REGEX MATCHALL "\n  [a-z]+" subcommands "${listed}")
  string(REGEX REPLACE "\n  " "" subcommands "${subcommands}")
  if(NOT subcommands)
    message(FATAL_ERROR "no subcommand read from ${program_name} --help:\n${main}")
  endif()
  foreach(subcommand IN LISTS subcommands)
    if(NOT page MATCHES "\\.B ${program_name} ${subcommand}([^a-z]|$)")
      list(APPEND missing "${subcommand} (a subcommand, not in the synopsis)")
    endif()
    help_of(sub ${subcommand})
    check_options("${sub}" "${program_name} ${subcommand} --help")
  endforeach()
endif()

if(missing)
  list(JOIN missing "\n  " missing)
  message(FATAL_ERROR "${PAGE} does not name:\n  ${missing}")
endif()
