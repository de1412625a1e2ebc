pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// Starts a new game (the match goes on), asking first when that abandons a game in progress,
// or a new match: with two, three or four players, each a person here (by name) or the
// computer at a level, chosen here.
Dialog {
    id: dialog

    required property GameSession session
    required property real unit

    readonly property GameSettings settings: session.settings
    // What is asked: a new match rather than a new game.
    property bool wholeMatch: false
    // The choices for the new match, kept in the settings once it begins.
    property int players: 2
    property var levels: []
    // Seat by seat, from the first: a person here (the first always: someone starts the match),
    // and the name each gave. At a table of people the seats are numbered, not placed from
    // the one who starts.
    property var people: []
    property var names: []
    // The peg colour each person chose, -1 for none; and what each seat is offered.
    property var colours: []
    readonly property var pegs: PegColourChoices.forTable(players, people, colours)
    readonly property bool tableOfPeople: people.slice(1, players).includes(true)

    function ask(match) {
        wholeMatch = match
        players = settings.rules.players
        levels = settings.seatLevels
        people = settings.seatPeople
        names = settings.seatNames
        colours = settings.seatColours
        if (match || session.match.gameInProgress)
            open()
        else
            startNow()
    }

    // `list` with `value` at `index`: a new list, so that the bindings on it are told.
    function withValue(list, index, value) {
        const changed = list.slice()
        changed[index] = value
        return changed
    }

    function startNow() {
        if (!wholeMatch) {
            session.newGame()
            return
        }
        settings.rules.players = players
        for (let seat = 0; seat < 4; ++seat) {
            settings.setNameAt(seat, names[seat])
            settings.setColourAt(seat, colours[seat])
            if (seat > 0) {
                settings.setPersonAt(seat, people[seat])
                settings.setLevelAt(seat, levels[seat - 1])
            }
        }
        session.newMatch()
    }

    title: wholeMatch ? qsTr("New match") : qsTr("Start a new game?")
    modal: true
    // As wide as the choices, at least as wide as a short message; an even number of pixels, so
    // that centred it begins on a pixel, and the boxes' edges show whole.
    width: 2 * Math.ceil(Math.min(parent ? parent.width - unit : implicitWidth, Math.max(unit * 32, implicitWidth)) / 2)
    font.pixelSize: unit * 1.1
    onAccepted: startNow()

    ColumnLayout {
        width: dialog.availableWidth
        spacing: dialog.unit * 0.6

        GridLayout {
            visible: dialog.wholeMatch
            columns: 2
            // Whole pixels, the seats' labels too: the boxes' edges fall on pixels and show whole.
            columnSpacing: Math.round(dialog.unit)
            rowSpacing: dialog.unit * 0.4

            Label {
                Layout.row: 0
                Layout.column: 0
                Layout.alignment: Qt.AlignRight | Qt.AlignTop
                Layout.preferredWidth: Math.ceil(implicitWidth)
                text: qsTr("Players")
            }
            ColumnLayout {
                Layout.row: 0
                Layout.column: 1
                spacing: 0

                Repeater {
                    model: [{ value: 2, text: qsTr("Two: one against the other") },
                            { value: 3, text: qsTr("Three: each for themselves") },
                            { value: 4, text: qsTr("Four: two partners against two") }]
                    RadioButton {
                        required property var modelData

                        objectName: "players" + modelData.value
                        text: modelData.text
                        Accessible.name: text
                        checked: dialog.players === modelData.value
                        onClicked: dialog.players = modelData.value
                    }
                }
            }

            Label {
                Layout.row: 1
                Layout.column: 0
                Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                Layout.preferredWidth: Math.ceil(implicitWidth)
                visible: dialog.tableOfPeople
                text: dialog.settings.seatLabel(0, dialog.players, true)
            }
            SeatFillChoice {
                Layout.row: 1
                Layout.column: 1
                visible: dialog.tableOfPeople
                settings: dialog.settings
                seat: 0
                computerAllowed: false
                boxRoom: otherSeats.count > 0 ? (otherSeats.itemAt(0) as SeatFillChoice)?.boxWidth ?? 0 : 0
                person: true
                level: -1
                name: dialog.names[0] ?? ""
                seatName: dialog.settings.seatLabel(0, dialog.players, true)
                pegs: dialog.pegs[0]
                onNamed: name => dialog.names = dialog.withValue(dialog.names, 0, name)
                onChoseColour: colour => dialog.colours = dialog.withValue(dialog.colours, 0, colour)
            }
            Repeater {
                model: 3
                Label {
                    required property int index

                    Layout.row: index + 2
                    Layout.column: 0
                    Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                    Layout.preferredWidth: Math.ceil(implicitWidth)
                    visible: index + 1 < dialog.players
                    text: dialog.settings.seatLabel(index + 1, dialog.players, dialog.tableOfPeople)
                }
            }
            Repeater {
                id: otherSeats

                model: 3
                SeatFillChoice {
                    required property int index

                    Layout.row: index + 2
                    Layout.column: 1
                    visible: index + 1 < dialog.players
                    settings: dialog.settings
                    seat: index + 1
                    person: dialog.people[seat] ?? false
                    level: dialog.levels[index] ?? -1
                    name: dialog.names[seat] ?? ""
                    seatName: dialog.settings.seatLabel(seat, dialog.players, dialog.tableOfPeople)
                    onChosePerson: person => dialog.people = dialog.withValue(dialog.people, seat, person)
                    onChoseLevel: level => dialog.levels = dialog.withValue(dialog.levels, index, level)
                    pegs: dialog.pegs[seat] ?? dialog.pegs[0]
                    onNamed: name => dialog.names = dialog.withValue(dialog.names, seat, name)
                    onChoseColour: colour => dialog.colours = dialog.withValue(dialog.colours, seat, colour)
                }
            }
        }

        Label {
            objectName: "partnersNote"
            Layout.fillWidth: true
            Layout.preferredWidth: 0 // wraps in the width the choices give
            visible: dialog.wholeMatch && dialog.tableOfPeople && dialog.players === 4
            wrapMode: Text.WordWrap
            text: qsTr("Players 1 and 3 play as partners against players 2 and 4.")
        }
        Label {
            Layout.fillWidth: true
            Layout.preferredWidth: 0 // wraps in the width the choices give
            visible: dialog.session.match.gameInProgress
            wrapMode: Text.WordWrap
            text: dialog.wholeMatch
                  ? qsTr("The game in progress is abandoned and the match score goes back to nothing.")
                  : qsTr("The game in progress is abandoned: it counts for no one. The match "
                         + "score stays as it is and the next game is dealt afresh.")
        }
    }

    footer: AccessibleButtonBox {
        AccessibleButton {
            objectName: "newGameButton"
            text: dialog.wholeMatch ? qsTr("New match") : qsTr("New game")
            onClicked: dialog.accept()
        }
        AccessibleButton {
            objectName: "keepPlayingButton"
            text: dialog.session.match.gameInProgress ? qsTr("Keep playing") : qsTr("Cancel")
            onClicked: dialog.reject()
        }
    }
}
