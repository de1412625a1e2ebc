pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// What the game is: its version, and the licence of the game and of each part of others'
// it ships, with the notice of the one chosen.
Dialog {
    id: dialog

    objectName: "aboutDialog"

    required property real unit

    property int chosen: 0

    title: qsTr("About Cribbage")
    modal: true
    standardButtons: Dialog.Close
    footer: AccessibleButtonBox {}
    font.pixelSize: unit * 1.0
    width: Math.min(unit * 46, parent ? parent.width - unit : unit * 46)
    height: parent ? parent.height - unit * 2 : unit * 36

    ColumnLayout {
        anchors.fill: parent
        spacing: dialog.unit * 0.5

        Label {
            objectName: "versionLabel"
            text: qsTr("Cribbage %1, on Qt %2").arg(AboutInfo.version).arg(AboutInfo.qtVersion)
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            text: qsTr("Choose a part to read its licence:")
            opacity: 0.8
        }
        ListView {
            id: parts

            objectName: "licenceList"
            Layout.fillWidth: true
            Layout.preferredHeight: contentHeight
            interactive: false
            model: AboutInfo.components
            currentIndex: dialog.chosen

            delegate: ItemDelegate {
                id: part

                required property int index
                required property var modelData

                width: parts.width
                padding: dialog.unit * 0.4
                font.pixelSize: dialog.unit * 0.9
                highlighted: index === dialog.chosen
                text: qsTr("%1 (%2): %3", "a part of the game, its licence and what it does")
                      .arg(modelData.name).arg(modelData.licence).arg(modelData.use)
                contentItem: Label {
                    text: part.text
                    font: part.font
                    wrapMode: Text.WordWrap
                }
                onClicked: dialog.chosen = index
            }
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: dialog.unit * 6
            background: Rectangle {
                border.color: "#c8c8c8"
            }

            TextArea {
                objectName: "noticeText"
                readOnly: true
                wrapMode: TextEdit.Wrap
                font.family: "monospace"
                font.pixelSize: dialog.unit * 0.8
                text: AboutInfo.noticeText(AboutInfo.components[dialog.chosen].notice)
                      + (AboutInfo.components[dialog.chosen].notice === "LGPL-3"
                         ? "\n\n" + AboutInfo.noticeText("GPL-3") : "")
            }
        }
    }
}
