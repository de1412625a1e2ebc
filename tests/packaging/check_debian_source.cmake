# Makes the Debian source package of the checkout as it is (packaging/debian-source.sh
# --worktree) and runs lintian on it: any tag, informational ones too, fails. The package is
# not built (that takes a chroot and the whole build: packaging/debian-reproducible.sh).
# Skipped outside a git checkout, from which the script makes the upstream tarball.
file(REMOVE_RECURSE ${OUT_DIR})
set(ENV{DEBFULLNAME} "Packaging check")
set(ENV{DEBEMAIL} "packaging-check@example.org")
execute_process(COMMAND ${SOURCE_DIR}/packaging/debian-source.sh --worktree ${OUT_DIR}
                RESULT_VARIABLE made OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(made EQUAL 2 AND output MATCHES "run this in a git checkout")
  message("skipped: not a git checkout")
  return()
endif()
if(NOT made EQUAL 0)
  message(FATAL_ERROR "packaging/debian-source.sh failed:\n${output}")
endif()
file(GLOB dsc ${OUT_DIR}/*.dsc)
execute_process(COMMAND ${LINTIAN} --fail-on warning,error,info --display-info --pedantic ${dsc}
                RESULT_VARIABLE clean OUTPUT_VARIABLE output ERROR_VARIABLE output)
message("${output}")
if(NOT clean EQUAL 0)
  message(FATAL_ERROR "lintian found the above in the source package")
endif()
