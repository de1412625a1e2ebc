# Read by CPack as it starts (CPACK_PROJECT_CONFIG_FILE). The Debian package names its
# maintainer, a name and an address that receives mail. The project has no address of its own
# to give, so the person or team who makes the package names themselves, as for Debian's own
# tools: DEBFULLNAME and DEBEMAIL in the environment, or cpack -D CPACK_PACKAGE_CONTACT="Name
# <address>". Without either the Debian package is not made.
if(NOT CPACK_GENERATOR STREQUAL "DEB" OR CPACK_PACKAGE_CONTACT)
  return()
endif()
if("$ENV{DEBFULLNAME}" STREQUAL "" OR "$ENV{DEBEMAIL}" STREQUAL "")
  message(FATAL_ERROR
          "The Debian package needs its maintainer, a name and an address that receives mail, "
          "and the project has none of its own: set DEBFULLNAME and DEBEMAIL (as for dch), or "
          "give cpack -D \"CPACK_PACKAGE_CONTACT=Name <address>\".")
endif()
set(CPACK_PACKAGE_CONTACT "$ENV{DEBFULLNAME} <$ENV{DEBEMAIL}>")
