import QtQuick
import QtQuick.Controls
import Cribbage.Ui

// The settings, remembered between launches. Rules apply from the next match. The dialog
// fits the window; what does not fit scrolls.
Dialog {
    id: dialog

    objectName: "settingsDialog"

    required property GameSession session
    required property real unit

    readonly property GameSettings settings: session.settings

    title: qsTr("Settings")
    modal: true
    standardButtons: Dialog.Close
    footer: AccessibleButtonBox {}
    font.pixelSize: unit * 1.1
    height: Math.min(implicitHeight, parent ? parent.height - unit : implicitHeight)
    // Opens at its top each time, and nothing moves under the pointer once it shows: the
    // setting that had the focus when it closed would scroll back into view.
    onAboutToShow: {
        scroller.focus = true
        scroller.contentY = 0
    }

    Flickable {
        id: scroller

        readonly property bool scrolls: contentHeight > height
        readonly property real gutter: dialog.unit * 0.8 // room for the scroll bar
        readonly property Item focused: Window.activeFocusItem

        // Keeps the setting that has the keyboard's focus in view.
        function reveal(item) {
            for (let inside = item; inside; inside = inside.parent) {
                if (inside === sections) {
                    const top = item.mapToItem(sections, 0, 0).y
                    const highest = Math.max(0, contentHeight - height)
                    contentY = Math.min(Math.max(contentY, top + item.height - height), top, highest)
                    return
                }
            }
        }

        objectName: "settingsScroller"
        anchors.fill: parent
        implicitWidth: contentWidth
        implicitHeight: contentHeight
        contentWidth: sections.implicitWidth + gutter
        contentHeight: sections.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: scroller.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        onFocusedChanged: if (focused) reveal(focused)

        Column {
            id: sections

            // Every section's labels as wide as the widest, so the controls line up.
            readonly property real labelWidth: Math.max(rules.widestLabel, table.widestLabel)

            spacing: dialog.unit

            RuleSettings {
                id: rules

                settings: dialog.settings
                unit: dialog.unit
                labelWidth: sections.labelWidth
            }
            TableSettings {
                id: table

                settings: dialog.settings
                session: dialog.session
                unit: dialog.unit
                labelWidth: sections.labelWidth
            }
        }
    }
}
