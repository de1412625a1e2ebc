# Checks the shell completion SCRIPT for PROGRAM in KIND (bash, zsh or fish), run by SHELL:
# the script parses, and it offers every subcommand and every long option the program's own
# --help lists (with subcommands, each subcommand's options after it). bash and fish are asked
# what they would complete; a zsh script is read for the names, as zsh completes only in an
# interactive shell. Without SHELL (the shell is not installed) the script is only read, and
# the test says it skipped the rest.
include(${CMAKE_CURRENT_LIST_DIR}/help_options.cmake)

# What the shell offers for the word `current` after `program_name` and the words that follow.
function(offered out current)
  if(KIND STREQUAL "bash")
    set(ask [=[source "$1"; shift
      function=$(complete -p "$1" | sed -E 's/.* -F ([^ ]+) .*/\1/')
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); "$function"; printf '%s\n' "${COMPREPLY[@]}"]=])
    execute_process(COMMAND ${SHELL} -c "${ask}" bash ${SCRIPT} ${program_name} ${ARGN}
                            "${current}"
                    RESULT_VARIABLE code OUTPUT_VARIABLE words ERROR_VARIABLE err TIMEOUT 30)
  else()
    string(JOIN " " line ${program_name} ${ARGN} "${current}")
    execute_process(COMMAND ${SHELL} --no-config -c
                            "source $argv[1]; complete --do-complete=$argv[2]" ${SCRIPT} "${line}"
                    RESULT_VARIABLE code OUTPUT_VARIABLE words ERROR_VARIABLE err TIMEOUT 30)
    string(REGEX REPLACE "\t[^\n]*" "" words "${words}")
  endif()
  if(NOT code EQUAL 0 OR NOT err STREQUAL "")
    message(FATAL_ERROR "${KIND} completing '${program_name} ${ARGN} ${current}' with ${SCRIPT}: exit code ${code}\n${err}")
  endif()
  string(REPLACE "\n" ";" words "${words}")
  set(${out} "${words}" PARENT_SCOPE)
endfunction()

set(missing "")
file(READ ${SCRIPT} text)
# Each context: the words before (the subcommand, if any), the names the program lists there.
set(contexts "-")
set(names_- ${help_options} ${help_subcommands})
foreach(subcommand IN LISTS help_subcommands)
  list(APPEND contexts ${subcommand})
  set(names_${subcommand} ${help_options_${subcommand}})
endforeach()
foreach(context IN LISTS contexts)
  foreach(name IN LISTS names_${context})
    # fish names a long option without its dashes (-l seed) and a subcommand as -a score.
    set(name_written "${name}")
    if(KIND STREQUAL "fish")
      string(REGEX REPLACE "^--" "-l " name_written "${name}")
      if(name_written STREQUAL name)
        set(name_written "-a ${name}")
      endif()
    endif()
    if(NOT text MATCHES "(^|[^a-z0-9-])${name_written}([^a-z0-9-]|$)")
      list(APPEND missing "${name} (after '${program_name} ${context}': not in the script)")
    endif()
  endforeach()
endforeach()

if(NOT missing AND SHELL)
  set(syntax_check -n)
  if(KIND STREQUAL "fish")
    set(syntax_check --no-execute)
  endif()
  execute_process(COMMAND ${SHELL} ${syntax_check} ${SCRIPT} RESULT_VARIABLE code
                  ERROR_VARIABLE err)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "${SHELL} ${syntax_check} ${SCRIPT}: exit code ${code}\n${err}")
  endif()
  if(NOT KIND STREQUAL "zsh")
    foreach(context IN LISTS contexts)
      set(before "")
      if(NOT context STREQUAL "-")
        set(before ${context})
      endif()
      offered(options -- ${before})
      offered(words "" ${before})
      foreach(name IN LISTS names_${context})
        if(NOT name IN_LIST options AND NOT name IN_LIST words)
          list(APPEND missing "${name} (after '${program_name} ${before}': not offered)")
        endif()
      endforeach()
    endforeach()
  endif()
endif()

if(missing)
  list(JOIN missing "\n  " missing)
  message(FATAL_ERROR "${SCRIPT} misses:\n  ${missing}")
endif()
if(NOT SHELL)
  message(STATUS "skipped: ${KIND} is not installed: ${SCRIPT} was only read for the option "
                 "names, not parsed nor asked (scripts/install-deps.sh installs ${KIND})")
endif()
