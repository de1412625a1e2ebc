import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// Beside the table: the match, what just happened, what the person may do now and the
// buttons (with their keys) to do it.
Item {
    id: panel

    required property GameController controller
    required property var table      // the Table, for its counts and the pack's cut

    readonly property real unit: Math.min(width / 16, height / 36)
    readonly property int prompt: controller.prompt
    readonly property bool personDeals: controller.dealer === 0
    readonly property bool counting: prompt === GameController.Prompt.ClaimCount
                                     || prompt === GameController.Prompt.JudgeCount

    function promptText() {
        switch (prompt) {
        case GameController.Prompt.Wait:
            return controller.thinking ? qsTr("The computer is thinking…") : qsTr("The computer's turn.")
        case GameController.Prompt.Cut:
            return controller.phase === GameController.Phase.CutForDeal
                    ? qsTr("Cut the pack: the lower card deals.")
                    : qsTr("Cut the pack for the starter.")
        case GameController.Prompt.Deal:
            return qsTr("Your deal.")
        case GameController.Prompt.LayAway:
            return qsTr("Choose two cards for %1 (%2 of 2).")
                    .arg(personDeals ? qsTr("your crib") : qsTr("the computer's crib"))
                    .arg(controller.selectedCount)
        case GameController.Prompt.Play:
            return qsTr("Your turn: play a card.")
        case GameController.Prompt.Go:
            return qsTr("No card of yours fits under 31: say Go.")
        case GameController.Prompt.ClaimCount:
            return qsTr("Count your cards.")
        case GameController.Prompt.JudgeCount:
            return qsTr("The computer claims %1.").arg(controller.claimedPoints)
        case GameController.Prompt.Continue:
            return qsTr("The hands are counted.")
        case GameController.Prompt.NextGame:
            return qsTr("The game is over.")
        case GameController.Prompt.MatchOver:
            return qsTr("The match is over.")
        }
        return ""
    }

    component PanelText: Text {
        width: parent.width
        wrapMode: Text.WordWrap
        color: Theme.textOnFelt
        font.pixelSize: panel.unit * 1.15
    }

    component ActionButton: Button {
        required property int forPrompt
        property string keys: ""

        visible: panel.prompt === forPrompt
        width: parent.width
        height: panel.unit * 3
        font.pixelSize: panel.unit * 1.2
        text: keys === "" ? name : qsTr("%1  (%2)").arg(name).arg(keys)
        property string name
    }

    Column {
        objectName: "panelColumn"
        anchors.fill: parent
        anchors.margins: panel.unit
        spacing: panel.unit * 0.8

        PanelText {
            objectName: "matchScore"
            text: qsTr("Game %1 · first to %2 · games won: you %3, computer %4")
                  .arg(panel.controller.gameNumber)
                  .arg(panel.controller.target)
                  .arg(panel.controller.gamePoints[0] ?? 0)
                  .arg(panel.controller.gamePoints[1] ?? 0)
            opacity: 0.85
            font.pixelSize: panel.unit
        }
        PanelText {
            text: qsTr("Match: first to %1 game points").arg(panel.controller.matchGames)
            opacity: 0.7
            font.pixelSize: panel.unit * 0.9
        }

        Rectangle {
            visible: panel.controller.message !== ""
            width: parent.width
            height: messageText.implicitHeight + panel.unit
            radius: panel.unit * 0.4
            color: Qt.rgba(0, 0, 0, 0.25)
            PanelText {
                id: messageText

                objectName: "message"
                x: panel.unit * 0.5
                y: panel.unit * 0.5
                width: parent.width - panel.unit
                text: panel.controller.message
                font.pixelSize: panel.unit * 1.2
            }
        }

        PanelText {
            objectName: "prompt"
            text: panel.promptText()
            font.bold: true
            font.pixelSize: panel.unit * 1.3
        }

        ActionButton {
            objectName: "layAwayButton"
            forPrompt: GameController.Prompt.LayAway
            name: qsTr("Lay away")
            keys: "L"
            enabled: panel.controller.selectedCount === 2
            onClicked: panel.controller.layAway()
        }
        ActionButton {
            objectName: "goButton"
            forPrompt: GameController.Prompt.Go
            name: qsTr("Go")
            keys: "G"
            onClicked: panel.controller.go()
        }
        ActionButton {
            objectName: "cutButton"
            forPrompt: GameController.Prompt.Cut
            name: qsTr("Cut")
            keys: "Enter"
            onClicked: panel.controller.cut(panel.table.deck.cutFraction)
        }
        ActionButton {
            objectName: "dealButton"
            forPrompt: GameController.Prompt.Deal
            name: qsTr("Deal")
            keys: "Enter"
            onClicked: panel.controller.continueGame()
        }
        ActionButton {
            objectName: "continueButton"
            forPrompt: GameController.Prompt.Continue
            name: panel.controller.dealer === 1 ? qsTr("Deal") : qsTr("Continue")
            keys: "Enter"
            onClicked: panel.controller.continueGame()
        }
        ActionButton {
            objectName: "nextGameButton"
            forPrompt: GameController.Prompt.NextGame
            name: qsTr("Next game")
            keys: "Enter"
            onClicked: panel.controller.continueGame()
        }
        ActionButton {
            objectName: "newMatchButton"
            forPrompt: GameController.Prompt.MatchOver
            name: qsTr("New match")
            keys: "Enter"
            onClicked: panel.controller.continueGame()
        }

        // Muggins: counting, or judging a count, right here beside the cards.
        CountDialog {
            objectName: "countDialog"
            width: parent.width
            controller: panel.controller
            unit: panel.unit
        }

        PanelText {
            objectName: "refusal"
            visible: text !== "" && !panel.counting
            text: panel.controller.refusal
            color: "#ffd8a8"
            font.italic: true
        }

        // The counts of this hand's show, to look over before going on.
        Repeater {
            model: panel.prompt === GameController.Prompt.Continue
                   || panel.prompt === GameController.Prompt.NextGame
                   || panel.prompt === GameController.Prompt.MatchOver ? panel.table.counts : []

            PanelText {
                required property var modelData

                text: qsTr("<b>%1: %2</b><br/>%3").arg(modelData.who).arg(modelData.points).arg(modelData.said)
                textFormat: Text.StyledText
                font.pixelSize: panel.unit * 0.95
            }
        }

        HintPanel {
            objectName: "hintPanel"
            width: parent.width
            controller: panel.controller
            unit: panel.unit
        }

        PanelText {
            objectName: "notice"
            visible: text !== ""
            text: panel.controller.notice
            color: "#ffe08a"
            font.pixelSize: panel.unit * 0.9
        }
    }

    // The keys of the buttons, anywhere in the window.
    Shortcut {
        sequences: ["L"]
        enabled: panel.prompt === GameController.Prompt.LayAway
        onActivated: panel.controller.layAway()
    }
    Shortcut {
        sequences: ["G"]
        enabled: panel.prompt === GameController.Prompt.Go
        onActivated: panel.controller.go()
    }
    Shortcut {
        sequences: ["Return", "Enter", "C"]
        enabled: panel.prompt === GameController.Prompt.Deal
                 || panel.prompt === GameController.Prompt.Continue
                 || panel.prompt === GameController.Prompt.NextGame
                 || panel.prompt === GameController.Prompt.MatchOver
        onActivated: panel.controller.continueGame()
    }
}
