import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// Who fills one seat of a new match: a person at this screen, with the name they give, or the
// computer at a level.
RowLayout {
    id: row

    required property GameSettings settings
    required property int seat
    required property bool person
    required property string level
    required property string name
    // What the seat is called in the dialog: "The player on your left".
    required property string seatName
    // The seat may be the computer's (every seat but the first).
    property bool computerAllowed: true

    signal chosePerson(bool person)
    signal choseLevel(string level)
    signal named(string name)

    spacing: nameField.font.pixelSize * 0.5

    // Qt 6.4's widest text leaves out the last choice: the box is kept as wide as it too.
    TextMetrics {
        id: personText

        font: fillBox.font
        text: qsTr("A person here")
    }
    SettingChoice {
        id: fillBox

        objectName: "levelBox" + row.seat
        Layout.minimumWidth: implicitWidth - implicitContentWidth
                             + Math.max(implicitContentWidth, personText.advanceWidth + font.pixelSize)
        visible: row.computerAllowed
        Accessible.name: row.seatName
        Accessible.ignored: !visible
        choices: Array.from(row.settings.levelChoices).concat([{ value: "", text: personText.text }])
        chosen: row.person ? "" : row.level
        onChose: value => {
            row.chosePerson(value === "")
            if (value !== "")
                row.choseLevel(value)
        }
    }
    TextField {
        id: nameField

        objectName: "nameField" + row.seat
        visible: row.person
        Layout.preferredWidth: font.pixelSize * 12
        maximumLength: row.settings.maxNameLength
        placeholderText: qsTr("Name")
        Accessible.name: qsTr("The name of %1").arg(row.seatName)
        Accessible.ignored: !visible
        text: row.name
        onTextEdited: row.named(text)
    }
}
