# Run by CPack before it makes the Debian package (CPACK_PRE_BUILD_SCRIPTS): the changelog,
# its entries signed by the package's maintainer (maintainer.cmake), compressed as Debian wants
# it (gzip -9n: no name or time inside, so the same files make the same package).
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return()
endif()
set(MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(doc "${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}/${CPACK_CRIBBAGE_DOCDIR}")
configure_file(${CMAKE_CURRENT_LIST_DIR}/changelog.in ${doc}/changelog.Debian @ONLY)
execute_process(COMMAND gzip -9n ${doc}/changelog.Debian COMMAND_ERROR_IS_FATAL ANY)
