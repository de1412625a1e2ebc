# Makes the Debian package with CPack and checks that it installs the game, the CLI, the
# menu entry, the metadata, the icons, the manual pages, the shell completions, the copyright
# and the changelog, names the maintainer it is given (and is not made without one), and
# depends on the QML modules and Qt's translations loaded at run time. Leaves it at
# OUT_DIR/cribbage.deb for lintian.
file(REMOVE_RECURSE ${OUT_DIR})
unset(ENV{DEBFULLNAME})
unset(ENV{DEBEMAIL})
execute_process(COMMAND cpack -G DEB -B ${OUT_DIR} WORKING_DIRECTORY ${BUILD_DIR}
                RESULT_VARIABLE made OUTPUT_VARIABLE output ERROR_VARIABLE output)
string(REGEX REPLACE "[ \n]+" " " output "${output}")
if(made EQUAL 0 OR NOT output MATCHES "set DEBFULLNAME and DEBEMAIL")
  message(FATAL_ERROR "cpack made a Debian package without a maintainer:\n${output}")
endif()
# The check's own maintainer (example.org: no one's address), as the person packaging would be.
set(ENV{DEBFULLNAME} "Packaging check")
set(ENV{DEBEMAIL} "packaging-check@example.org")
set(maintainer "Packaging check <packaging-check@example.org>")
execute_process(COMMAND cpack -G DEB -B ${OUT_DIR} WORKING_DIRECTORY ${BUILD_DIR}
                RESULT_VARIABLE made OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT made EQUAL 0)
  message(FATAL_ERROR "cpack failed:\n${output}")
endif()
file(GLOB packages ${OUT_DIR}/cribbage_*.deb)
list(LENGTH packages count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected one cribbage_*.deb in ${OUT_DIR}, found: ${packages}")
endif()

execute_process(COMMAND ${DPKG_DEB} --contents ${packages} OUTPUT_VARIABLE contents
                COMMAND_ERROR_IS_FATAL ANY)
set(id io.github.cribbage.Cribbage)
set(paths usr/games/cribbage usr/games/cribbage-cli usr/share/applications/${id}.desktop
          usr/share/metainfo/${id}.metainfo.xml usr/share/icons/hicolor/scalable/apps/${id}.svg
          usr/share/man/man6/cribbage.6.gz usr/share/man/man6/cribbage-cli.6.gz
          usr/share/doc/cribbage/copyright usr/share/doc/cribbage/changelog.Debian.gz)
foreach(program cribbage cribbage-cli)
  list(APPEND paths usr/share/bash-completion/completions/${program}
       usr/share/zsh/vendor-completions/_${program}
       usr/share/fish/vendor_completions.d/${program}.fish)
endforeach()
foreach(size 16 24 32 48 64 128 256 512)
  list(APPEND paths usr/share/icons/hicolor/${size}x${size}/apps/${id}.png)
endforeach()
foreach(path IN LISTS paths)
  string(FIND "${contents}" "./${path}\n" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the package lacks ${path}:\n${contents}")
  endif()
endforeach()

execute_process(COMMAND ${DPKG_DEB} --field ${packages} Depends OUTPUT_VARIABLE depends
                COMMAND_ERROR_IS_FATAL ANY)
foreach(package qml6-module-qtquick-controls libqt6svg6 libqt6quick6 qt6-translations-l10n)
  string(FIND "${depends}" "${package}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the package does not depend on ${package}: ${depends}")
  endif()
endforeach()

execute_process(COMMAND ${DPKG_DEB} --field ${packages} Maintainer OUTPUT_VARIABLE field
                COMMAND_ERROR_IS_FATAL ANY)
string(STRIP "${field}" field)
if(NOT field STREQUAL maintainer)
  message(FATAL_ERROR "the package's maintainer is '${field}', not '${maintainer}'")
endif()
execute_process(COMMAND ${DPKG_DEB} --fsys-tarfile ${packages}
                COMMAND tar -xO ./usr/share/doc/cribbage/changelog.Debian.gz
                COMMAND gzip -dc OUTPUT_VARIABLE changelog COMMAND_ERROR_IS_FATAL ANY)
if(NOT changelog MATCHES "\n -- ${maintainer}  ")
  message(FATAL_ERROR "the changelog is not signed by ${maintainer}:\n${changelog}")
endif()

file(RENAME ${packages} ${OUT_DIR}/cribbage.deb)
