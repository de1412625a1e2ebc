# Checks the forge's workflow WORKFLOW against GitHub's workflow schema with VALIDATOR
# (action-validator, which has the schema built in and needs no network). Debian 12 has no
# package of it (nor of actionlint): without it the test says how to install it and is
# reported as skipped.
if(NOT VALIDATOR)
  message(STATUS "skipped: action-validator is not installed, ${WORKFLOW} was not checked "
                 "(npm install -g @action-validator/core @action-validator/cli)")
  return()
endif()
execute_process(COMMAND ${VALIDATOR} ${WORKFLOW} RESULT_VARIABLE code OUTPUT_VARIABLE out
                ERROR_VARIABLE out TIMEOUT 60)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "${WORKFLOW} does not follow the workflow schema:\n${out}")
endif()
