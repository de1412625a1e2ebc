pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// Beside the table and the board: at the top what just happened, what the person may do now
// and the buttons (with their keys) to do it, always in view; below them a file that could
// not be read or written (NoticeBox), the note on the last decision, the counts of the show,
// the hints and the match, which scroll when the window is too short for all of them; at the
// bottom the deal's log. Nothing below the controls pushes them out of view.
Item {
    id: panel

    required property GameSession session
    required property real cutFraction  // where the person would cut the pack now

    // Larger with the text size (Theme.textScale); the words wrap, and scroll when they must.
    readonly property real unit: Math.min(width / 16, height / 36) * Theme.textScale
    readonly property TurnDriver turn: session.turn
    readonly property Scene scene: session.scene
    readonly property int prompt: turn.prompt
    readonly property bool counting: prompt === TurnDriver.Prompt.ClaimCount
                                     || prompt === TurnDriver.Prompt.JudgeCount
                                     || prompt === TurnDriver.Prompt.MugginsChance
    readonly property bool handOver: promptButtons.handOver
    // The height the controls take, with their margins, and the room left under them.
    readonly property real controlsRoom: controls.height + unit * 1.2
    readonly property real roomUnderControls: height - (controls.y + controls.height) - unit * 2

    // The person asks for the review of the game's decisions.
    signal reviewRequested
    signal rulesRequested

    // The words above the log are all there to read: they fit, or they scroll.
    readonly property alias words: words

    component PanelText: Text {
        width: parent.width
        wrapMode: Text.WordWrap
        color: Theme.textOnFelt
        font.pixelSize: panel.unit * 1.15
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    // What the person may do now, always in view: what just happened, the prompt, its buttons
    // (with their keys), the muggins count and a refused move's reason. Nothing here scrolls.
    Column {
        id: controls

        objectName: "panelControls"
        // Over the words below them: while a button that has just appeared is laid out, the
        // words, which follow the column's height, may not yet have moved down from under it.
        z: 1
        x: panel.unit
        y: panel.unit
        width: panel.width - panel.unit * 2
        spacing: panel.unit * 0.8

        Rectangle {
            visible: panel.scene.log.last !== ""
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
                text: panel.scene.log.last
                font.pixelSize: panel.unit * 1.2
            }
        }

        PanelText {
            objectName: "prompt"
            text: panel.turn.promptText
            font.bold: true
            font.pixelSize: panel.unit * 1.3
        }

        // Before the buttons that go on: where it appears with them, before the column is
        // laid out again, they stay on top.
        FittedButton {
            objectName: "reviewButton"
            visible: panel.handOver && panel.session.review.count > 0
            width: parent.width
            height: panel.unit * 2.6
            largestPixelSize: panel.unit * 1.1
            text: qsTr("Review the deal…")
            Accessible.ignored: !visible
            onClicked: panel.reviewRequested()
        }

        PromptButtons {
            id: promptButtons

            width: parent.width
            turn: panel.turn
            unit: panel.unit
            cutFraction: panel.cutFraction
            guiding: panel.session.guide.active
        }

        // Muggins: counting, or judging a count, right here beside the cards.
        CountDialog {
            objectName: "countDialog"
            width: parent.width
            turn: panel.turn
            unit: panel.unit
            oneOpponent: panel.scene.seats.count === 2
        }

        PanelText {
            objectName: "refusal"
            visible: text !== "" && !panel.counting && !panel.turn.passing
            Accessible.ignored: !visible
            text: panel.turn.refusal
            color: "#ffd8a8"
            font.italic: true
        }
    }

    Flickable {
        id: words

        objectName: "panelWords"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: controls.bottom
        anchors.topMargin: panel.unit * 0.2
        anchors.bottom: dealLog.visible ? dealLog.top : parent.bottom
        contentWidth: width
        contentHeight: column.implicitHeight + panel.unit * 2
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // Shown whenever there is more to read (the show of four hands and a crib may not fit).
        // Always on, and hidden when all fits: switching the policy instead starts the style's
        // fading out each time the words grow past the height and back, and Qt warns
        // ("QUnifiedTimer::stopAnimationDriver") when that comes quickly. The margin under the
        // words is not more to read.
        ScrollBar.vertical: ScrollBar {
            policy: ScrollBar.AlwaysOn
            visible: words.contentHeight - panel.unit > words.height
        }

        // What is there to read beside the controls: a notice about a file, the note on the
        // last decision, the counts of the show, the hints and the match.
        Column {
            id: column

            objectName: "panelColumn"
            x: panel.unit
            y: panel.unit
            width: panel.width - panel.unit * 2
            spacing: panel.unit * 0.8

            NoticeBox {
                id: notice

                width: parent.width
                session: panel.session
                unit: panel.unit
            }

            // "Tell me when I go wrong": the note on the person's last decision.
            PanelText {
                objectName: "reviewNote"
                visible: text !== "" && !panel.turn.passing
                Accessible.ignored: !visible
                text: panel.session.review.note
                color: "#ffe8b0"
                font.italic: true
                font.pixelSize: panel.unit * 1.0
            }

            ShowCounts {
                width: parent.width
                summary: panel.scene.showSummary
                shown: panel.handOver
                unit: panel.unit
            }

            HintPanel {
                objectName: "hintPanel"
                width: parent.width
                session: panel.session
                unit: panel.unit
                onRulesRequested: panel.rulesRequested()
            }

            PanelText {
                objectName: "matchScore"
                text: qsTr("Game %1 · first to %2").arg(panel.scene.gameNumber).arg(panel.session.match.target)
                opacity: 0.85
                font.pixelSize: panel.unit
            }
            PanelText {
                objectName: "gamesWon"
                visible: text !== ""
                text: panel.scene.gamesWon
                opacity: 0.7
                font.pixelSize: panel.unit * 0.9
            }
            PanelText {
                objectName: "rulesPending"
                visible: panel.session.settings.rulesPending
                text: qsTr("New rules chosen: they start with the next match (Game ▸ New match).")
                color: "#ffe08a"
                font.pixelSize: panel.unit * 0.9
            }
        }
    }

    DealLogView {
        id: dealLog

        objectName: "dealLog"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: panel.unit
        // Nine units tall, less when the words above need the room (the hints, a long show),
        // down to its heading and a line or two, and never over the controls.
        height: Math.min(panel.roomUnderControls,
                         Math.max(panel.unit * 4, Math.min(panel.unit * 9, panel.height
                                                          - panel.controlsRoom - words.contentHeight - panel.unit * 2)))
        // When the show's counts need even that room, the log, which says the same, steps aside;
        // so it does when the controls leave no room for it.
        stepsAside: panel.roomUnderControls < panel.unit * 3
                    || panel.handOver && words.contentHeight > panel.height - panel.controlsRoom - panel.unit * 6
        log: panel.scene.log
        unit: panel.unit
    }
}
