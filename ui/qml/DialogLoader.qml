import QtQuick
import QtQuick.Controls
import QtQuick.Templates as T
import Cribbage.Ui

// A dialog made the first time it is opened, not with the window: most games never open it,
// and a made dialog keeps its items in memory for good. The dialog is centred over the window.
Loader {
    id: loader

    required property url dialog  // the dialog's .qml file
    required property real unit
    property GameSession session: null  // for the dialogs that show the game's state

    function open() {
        if (!item) {
            const properties = { unit: unit, parent: Overlay.overlay }
            if (session)
                properties.session = session
            setSource(dialog, properties)
        }
        const popup = item as T.Popup
        popup.anchors.centerIn = popup.parent
        popup.open()
    }

    Binding {
        target: loader.item
        property: "unit"
        value: loader.unit
        when: loader.item !== null
    }
}
