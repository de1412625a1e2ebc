pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// Every key the game answers to, from the one list (Shortcuts), in the platform's words.
Dialog {
    id: dialog

    objectName: "shortcutsDialog"

    required property real unit

    title: qsTr("Keyboard shortcuts")
    modal: true
    standardButtons: Dialog.Close
    footer: AccessibleButtonBox {}
    font.pixelSize: unit * 1.0
    width: Math.min(unit * 40, parent ? parent.width - unit : unit * 40)
    height: Math.min(implicitHeight, parent ? parent.height - unit : implicitHeight)

    Flickable {
        id: scroller

        anchors.fill: parent
        implicitHeight: column.implicitHeight
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Column {
            id: column

            width: scroller.width - dialog.unit
            spacing: dialog.unit * 0.3

            Repeater {
                model: Shortcuts.groups

                Column {
                    id: group

                    required property var modelData

                    width: column.width
                    spacing: dialog.unit * 0.2

                    Label {
                        topPadding: dialog.unit * 0.4
                        text: group.modelData.title
                        font.bold: true
                    }
                    Repeater {
                        model: group.modelData.keys

                        RowLayout {
                            id: line

                            required property var modelData

                            width: group.width
                            spacing: dialog.unit

                            Label {
                                objectName: "shortcutKeys"
                                Layout.preferredWidth: dialog.unit * 11
                                font.bold: true
                                // Each sequence in the platform's words ("Ctrl+N", "⌘N").
                                text: line.modelData.sequences.map(sequence => KeyNames.nativeText(sequence)).join(qsTr(", ", "between keys"))
                            }
                            Label {
                                Layout.fillWidth: true
                                text: line.modelData.text
                                wrapMode: Text.WordWrap
                            }
                        }
                    }
                }
            }
        }
    }
}
