import QtQuick
import QtQuick.Templates as T

// A dialog made the first time it is opened, not with the window: most games never open it,
// and a made dialog keeps its items in memory for good.
Loader {
    active: false

    function open() {
        active = true
        const dialog = item as T.Popup
        dialog.open()
    }
}
