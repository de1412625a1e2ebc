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
if(NOT EXISTS ${LINUX_DIR}/${APP_ID}.svg)
  message(FATAL_ERROR "no icon ${LINUX_DIR}/${APP_ID}.svg")
endif()
