# Makes the Debian package with CPack and checks that it installs the game, the CLI, the
# menu entry, the metadata, the icons, the manual pages, the shell completions, the copyright
# and the changelog, and
# depends on the QML modules and Qt's translations loaded at run time. Leaves it at OUT_DIR/cribbage.deb for lintian.
file(REMOVE_RECURSE ${OUT_DIR})
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

file(RENAME ${packages} ${OUT_DIR}/cribbage.deb)
