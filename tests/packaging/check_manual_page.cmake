# Checks that the manual page PAGE names every long option PROGRAM's --help (or HELP: the
# game's --help-all, Qt's options too) lists, and for a program with subcommands (cribbage-cli)
# every subcommand, in its synopsis as "PROGRAM SUBCOMMAND", and every option of each
# subcommand's --help. So the page cannot fall behind the programs' own option tables.
include(${CMAKE_CURRENT_LIST_DIR}/help_options.cmake)

file(READ ${PAGE} page)
# roff writes a minus sign as \-: --seed is \-\-seed in the page.
string(REPLACE "\\-" "-" page "${page}")
set(missing "")

function(check_options options where)
  foreach(option IN LISTS options)
    if(NOT page MATCHES "${option}([^a-z0-9-]|$)")
      list(APPEND missing "${option} (${where})")
    endif()
  endforeach()
  set(missing "${missing}" PARENT_SCOPE)
endfunction()

check_options("${help_options}" "${program_name} ${HELP}")
foreach(subcommand IN LISTS help_subcommands)
  if(NOT page MATCHES "\\.B ${program_name} ${subcommand}([^a-z]|$)")
    list(APPEND missing "${subcommand} (a subcommand, not in the synopsis)")
  endif()
  check_options("${help_options_${subcommand}}" "${program_name} ${subcommand} --help")
endforeach()

if(missing)
  list(JOIN missing "\n  " missing)
  message(FATAL_ERROR "${PAGE} does not name:\n  ${missing}")
endif()
