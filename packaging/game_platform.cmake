# What makes the `cribbage` target a desktop application on each system: its icon drawn at
# every size, the Windows icon and version resource, the macOS bundle's Info.plist and icon,
# and Qt's deployment into the install tree on Windows and macOS (windeployqt, macdeployqt).
# Included from app/CMakeLists.txt, so that the generated files belong to the game's folder.

# The icon, drawn from the SVG at build time (packaging/icons/render_icons.cpp).
qt_add_executable(render-icons ${PROJECT_SOURCE_DIR}/packaging/icons/render_icons.cpp)
target_link_libraries(render-icons PRIVATE Qt6::Gui Qt6::Svg cribbage_version)
set(icon_svg ${PROJECT_SOURCE_DIR}/packaging/linux/${CRIBBAGE_APP_ID}.svg)
set(CRIBBAGE_ICON_DIR ${CMAKE_CURRENT_BINARY_DIR}/icons)
set(CRIBBAGE_ICON_DIR ${CRIBBAGE_ICON_DIR} PARENT_SCOPE)
set(CRIBBAGE_ICON_SIZES 16 24 32 48 64 128 256 512)
set(CRIBBAGE_ICON_SIZES ${CRIBBAGE_ICON_SIZES} PARENT_SCOPE)
set(icon_files ${CRIBBAGE_ICON_DIR}/${CRIBBAGE_APP_ID}.ico ${CRIBBAGE_ICON_DIR}/${CRIBBAGE_APP_ID}.icns)
foreach(size IN LISTS CRIBBAGE_ICON_SIZES)
  list(APPEND icon_files ${CRIBBAGE_ICON_DIR}/hicolor/${size}x${size}/apps/${CRIBBAGE_APP_ID}.png)
endforeach()
add_custom_command(OUTPUT ${icon_files}
                   COMMAND render-icons ${icon_svg} ${CRIBBAGE_ICON_DIR}
                   DEPENDS render-icons ${icon_svg}
                   COMMENT "Drawing the application icon at every size" VERBATIM)
add_custom_target(cribbage_icons ALL DEPENDS ${icon_files})
add_dependencies(cribbage cribbage_icons)

if(WIN32)
  # The icon Explorer shows, and the version and names in the file's properties.
  configure_file(${PROJECT_SOURCE_DIR}/packaging/windows/cribbage.rc.in
                 ${CMAKE_CURRENT_BINARY_DIR}/cribbage.rc @ONLY)
  target_sources(cribbage PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/cribbage.rc)
endif()

if(APPLE)
  set(icns ${CRIBBAGE_ICON_DIR}/${CRIBBAGE_APP_ID}.icns)
  set_source_files_properties(${icns} PROPERTIES MACOSX_PACKAGE_LOCATION Resources GENERATED ON)
  target_sources(cribbage PRIVATE ${icns})
  set_target_properties(cribbage PROPERTIES
    MACOSX_BUNDLE_INFO_PLIST ${PROJECT_SOURCE_DIR}/packaging/macos/Info.plist.in
    MACOSX_BUNDLE_BUNDLE_NAME Cribbage
    MACOSX_BUNDLE_GUI_IDENTIFIER ${CRIBBAGE_APP_ID}
    MACOSX_BUNDLE_ICON_FILE ${CRIBBAGE_APP_ID}.icns
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_COPYRIGHT "Copyright 2026 The Cribbage developers (MIT)")
endif()

if(WIN32 OR APPLE)
  # Copies the Qt libraries, plugins and QML modules the game uses beside it at install time.
  qt_generate_deploy_qml_app_script(TARGET cribbage FILENAME_VARIABLE deploy_script)
  install(SCRIPT ${deploy_script})
endif()
