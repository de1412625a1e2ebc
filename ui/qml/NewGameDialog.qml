pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// Starts a new game (the match goes on), asking first when that abandons a game in progress,
// or a new match: with two, three or four players and each computer's level, chosen here.
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

    function ask(match) {
        wholeMatch = match
        players = settings.players
        levels = settings.seatLevels
        if (match || session.match.gameInProgress)
            open()
        else
            startNow()
    }

    function startNow() {
        if (!wholeMatch) {
            session.newGame()
            return
        }
        settings.players = players
        for (let place = 1; place < players; ++place)
            settings.setLevelAt(place, levels[place - 1])
        session.newMatch()
    }

    title: wholeMatch ? qsTr("New match") : qsTr("Start a new game?")
    modal: true
    // As wide as the choices, at least as wide as a short message.
    width: Math.min(parent ? parent.width - unit : implicitWidth, Math.max(unit * 32, implicitWidth))
    font.pixelSize: unit * 1.1
    onAccepted: startNow()

    ColumnLayout {
        width: dialog.availableWidth
        spacing: dialog.unit * 0.6

        GridLayout {
            visible: dialog.wholeMatch
            columns: 2
            columnSpacing: dialog.unit
            rowSpacing: dialog.unit * 0.4

            Label {
                Layout.alignment: Qt.AlignRight | Qt.AlignTop
                text: qsTr("Players")
            }
            ColumnLayout {
                spacing: 0

                Repeater {
                    model: [{ value: 2, text: qsTr("Two: you against the computer") },
                            { value: 3, text: qsTr("Three: each of you for yourself") },
                            { value: 4, text: qsTr("Four: you and your partner against two") }]
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

            Repeater {
                model: 3
                Label {
                    required property int index

                    Layout.row: index + 1
                    Layout.column: 0
                    Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                    visible: index + 1 < dialog.players
                    text: dialog.settings.placeName(index + 1, dialog.players)
                }
            }
            Repeater {
                model: 3
                SettingChoice {
                    required property int index

                    objectName: "levelBox" + (index + 1)
                    Accessible.name: dialog.settings.placeName(index + 1, dialog.players)
                    Accessible.ignored: !visible
                    Layout.row: index + 1
                    Layout.column: 1
                    visible: index + 1 < dialog.players
                    choices: dialog.settings.levelChoices
                    chosen: dialog.levels[index] ?? ""
                    onChose: value => {
                        const levels = dialog.levels.slice()
                        levels[index] = value
                        dialog.levels = levels
                    }
                }
            }
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
