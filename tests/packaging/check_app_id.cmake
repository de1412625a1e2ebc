# The menu entry, its icon and the AppStream metadata name the application id APP_ID, the one
# the game gives QGuiApplication::setDesktopFileName (CRIBBAGE_APP_ID).
file(READ ${LINUX_DIR}/${APP_ID}.desktop desktop)
file(READ ${LINUX_DIR}/${APP_ID}.metainfo.xml metainfo)
foreach(expected "desktop:Icon=${APP_ID}\n" "metainfo:<id>${APP_ID}</id>"
                 "metainfo:<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>")
  string(REGEX MATCH "^[a-z]+" file "${expected}")
  string(REGEX REPLACE "^[a-z]+:" "" text "${expected}")
  string(FIND "${${file}}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the ${file} file lacks '${text}'")
  endif()
endforeach()
# Under X11 the window's WM_CLASS class is Qt's application name, which the game sets to its
# program's name (app/src/data_folder.cpp, test_data_folder): the desktop entry says so, so
# that docks group the window under its menu entry.
string(REGEX MATCH "\nExec=([^ \n]+)" exec "${desktop}")
set(program ${CMAKE_MATCH_1})
string(FIND "${desktop}" "\nStartupWMClass=${program}\n" at)
if(NOT program OR at EQUAL -1)
  message(FATAL_ERROR "the desktop file lacks StartupWMClass=${program}, the Exec program")
endif()
if(NOT EXISTS ${LINUX_DIR}/${APP_ID}.svg)
  message(FATAL_ERROR "no icon ${LINUX_DIR}/${APP_ID}.svg")
endif()
