import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Table
import Cribbage.Ui

// Who fills one seat of a new match: a person at this screen, with the name they give and the
// colour of their pegs, or the computer at a level.
RowLayout {
    id: row

    required property GameSettings settings
    required property int seat
    required property bool person
    // The computer's level (a Core.Level); -1 where no computer may sit.
    required property int level
    required property string name
    // What the seat is called in the dialog: "The player on your left".
    required property string seatName
    // The seat's peg colours (PegColourChoices): {colour, chooses, free}.
    required property var pegs
    // The seat may be the computer's (every seat but the first).
    property bool computerAllowed: true
    // The first seat, always a person's, has no box to choose who sits there, but keeps the
    // room of the other seats' box (`boxWidth`), so that its name lines up with theirs.
    property real boxRoom: 0
    readonly property real boxWidth: fillBox.width

    signal chosePerson(bool person)
    signal choseLevel(int level)
    signal named(string name)
    signal choseColour(int colour)

    // The names of the palette's colours (Theme.pegColours), in its order.
    readonly property var colourNames: [qsTr("Red"), qsTr("Blue"), qsTr("Yellow"), qsTr("Green"),
                                        qsTr("Purple"), qsTr("White")]

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
        // Whole pixels, so that what follows begins on a pixel and its edges show whole.
        Layout.minimumWidth: Math.ceil(implicitWidth - implicitContentWidth
                                       + Math.max(implicitContentWidth, personText.advanceWidth + font.pixelSize))
        visible: row.computerAllowed
        Accessible.name: row.seatName
        Accessible.ignored: !visible
        choices: Array.from(row.settings.levelChoices).concat([{ value: null, text: personText.text }])
        chosen: row.person ? null : row.level
        onChose: value => {
            row.chosePerson(value === null)
            if (value !== null)
                row.choseLevel(value)
        }
    }
    Item {
        visible: !row.computerAllowed
        Layout.preferredWidth: row.boxRoom
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
    Rectangle {
        objectName: "pegSwatch" + row.seat
        visible: colourBox.visible
        Layout.preferredWidth: nameField.font.pixelSize
        Layout.preferredHeight: nameField.font.pixelSize
        radius: width / 2
        color: Theme.pegColours[row.pegs.colour] ?? Theme.pegColours[0]
        border.color: Theme.woodEdge
    }
    SettingChoice {
        id: colourBox

        objectName: "colourBox" + row.seat
        // Partners share their pegs: the first of them chooses.
        visible: row.person && row.pegs.chooses
        Accessible.name: qsTr("The peg colour of %1").arg(row.seatName)
        Accessible.ignored: !visible
        choices: row.pegs.free.map(colour => ({ value: colour, text: row.colourNames[colour] }))
        chosen: row.pegs.colour
        onChose: value => row.choseColour(value)
    }
}
