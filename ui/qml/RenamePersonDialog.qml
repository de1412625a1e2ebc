import QtQuick
import QtQuick.Controls
import Cribbage.Ui

// Renames a person whose figures the statistics keep: the name typed, or why it is refused,
// the question kept open until a name is taken or the person cancels.
Dialog {
    id: rename

    required property GameSession session
    required property real unit

    // The name the person had; the one typed is in nameField.
    property string person
    property string refusal

    function ask(name) {
        person = name
        refusal = ""
        nameField.text = name
        open()
    }

    // A name refused keeps the question open, with the reason.
    function tryRename() {
        refusal = rename.session.renamePerson(person, nameField.text)
        if (refusal === "")
            accept()
    }

    objectName: "renameDialog"
    anchors.centerIn: parent
    title: qsTr("Rename %1").arg(person)
    modal: true
    width: rename.unit * 28
    font.pixelSize: rename.unit * 1.1
    onOpened: nameField.forceActiveFocus()
    footer: AccessibleButtonBox {
        AccessibleButton {
            objectName: "renameOk"
            text: qsTr("Rename")
            onClicked: rename.tryRename()
        }
        AccessibleButton {
            text: qsTr("Cancel")
            onClicked: rename.reject()
        }
    }

    Column {
        width: rename.availableWidth
        spacing: rename.unit * 0.5

        TextField {
            id: nameField

            objectName: "nameField"
            width: parent.width
            maximumLength: rename.session.settings.maxNameLength
            Accessible.name: qsTr("New name")
            onAccepted: rename.tryRename()
        }
        Label {
            objectName: "renameRefusal"
            width: parent.width
            visible: text !== ""
            text: rename.refusal
            wrapMode: Text.WordWrap
            color: "#8a5a00"
        }
    }
}
