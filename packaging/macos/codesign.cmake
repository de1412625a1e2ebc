# Run by CPack before it makes the disk image (CPACK_PRE_BUILD_SCRIPTS). When the environment
# names a signing identity (CRIBBAGE_CODESIGN_IDENTITY, a "Developer ID Application: ..."
# certificate in the keychain), signs cribbage.app with the hardened runtime notarisation
# asks for: cribbage-cli inside it, then the bundle and the Qt libraries macdeployqt put in
# it. Without one the image is made unsigned, as on every run so far: signing needs the
# maintainer's certificate (packaging/README.md).
set(identity "$ENV{CRIBBAGE_CODESIGN_IDENTITY}")
if(identity STREQUAL "" OR NOT CPACK_GENERATOR STREQUAL "DragNDrop")
  return()
endif()
file(GLOB apps "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/cribbage.app"
     "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*/cribbage.app")
if(NOT apps)
  message(FATAL_ERROR "codesign: no cribbage.app under ${CPACK_TEMPORARY_INSTALL_DIRECTORY}")
endif()
list(GET apps 0 app)
set(sign codesign --force --timestamp --options runtime --sign "${identity}")
execute_process(COMMAND ${sign} ${app}/Contents/MacOS/cribbage-cli COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND ${sign} --deep ${app} COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND codesign --verify --deep --strict --verbose=2 ${app}
                COMMAND_ERROR_IS_FATAL ANY)
