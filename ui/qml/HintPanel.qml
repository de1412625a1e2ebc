pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// The hints: the analysis's best options for the person's lay away or play, best first,
// each as its cards, the points it is expected to bring and, for the option opened, why, in
// a sentence. The best is open at first; a click on another (or Tab to it) opens it instead,
// so that every option's line stays in view beside a small table. The "?" beside the heading
// explains the words the hints use and opens the rules.
Column {
    id: hintPanel

    required property GameSession session
    required property real unit

    readonly property bool discard: session.hints.kind === HintModel.Kind.Discard
    // The row whose reason is shown.
    property int openRow: 0
    // Whether there are several options, so that the player may open another than the best.
    readonly property bool several: session.hints.count > 1

    signal rulesRequested

    visible: session.hintsShown && session.hints.count > 0
    spacing: unit * 0.3

    component HintText: Text {
        width: parent.width
        wrapMode: Text.WordWrap
        color: Theme.textOnFelt
    }

    Item {
        width: parent.width
        height: Math.max(heading.implicitHeight, termsButton.height)

        Text {
            id: heading

            anchors.left: parent.left
            anchors.right: termsButton.left
            anchors.verticalCenter: parent.verticalCenter
            text: hintPanel.discard ? qsTr("Hints: lay away") : qsTr("Hints: play")
            elide: Text.ElideRight
            color: Theme.textOnFelt
            opacity: 0.8
            font.pixelSize: hintPanel.unit
            font.bold: true
        }

        ToolButton {
            id: termsButton

            objectName: "hintTermsButton"
            anchors.right: parent.right
            width: hintPanel.unit * 1.6
            height: width
            padding: 0
            hoverEnabled: true
            text: "?"
            font.pixelSize: hintPanel.unit * 0.9
            font.bold: true
            palette.buttonText: Theme.textOnFelt
            background: Rectangle {
                radius: width / 2
                color: termsButton.hovered || termsButton.visualFocus ? Qt.rgba(0, 0, 0, 0.35) : "transparent"
                border.color: Theme.textOnFelt
                border.width: Math.max(1, hintPanel.unit * 0.08)
            }
            Accessible.name: qsTr("The words of the hints, and the rules")
            Accessible.description: terms.text.replace(/<[^>]+>/g, "")
            Accessible.ignored: !visible
            onClicked: hintPanel.rulesRequested()

            ToolTip {
                id: terms

                objectName: "hintTerms"
                visible: termsButton.hovered || termsButton.visualFocus
                x: termsButton.width - width
                y: termsButton.height
                width: Math.min(hintPanel.unit * 24, termsButton.Window.width - hintPanel.unit)
                delay: 300
                text: qsTr("<b>Pone</b>: the player who does not deal. The pone lays away into the dealer's crib, so gives it cards that score little.")
                      + "<br/>" + qsTr("<b>Crib</b>: the cards laid away, counted for the dealer after the hands. In a hint it is added when the crib is yours and taken off (−) when it is an opponent's.")
                      + "<br/>" + qsTr("<b>Starter</b>: the card turned up after laying away, a fifth card for every hand and the crib.")
                      + "<br/>" + qsTr("<b>Pegging</b>: the points of the play, as the cards are laid.")
                      + "<br/>" + qsTr("<b>Ten-card</b>: a 10, jack, queen or king, each counted 10.")
                      + "<br/>" + qsTr("<b>Pair royal</b>: three cards of one rank, 6 points.")
                      + "<br/>" + qsTr("<b>The points of a hint</b>: what the choice brings you on average, less what it gives the others; near the end of a game the chance to win comes first.")
                      + "<br/>" + qsTr("Click for the rules.")

                contentItem: Text {
                    text: terms.text
                    wrapMode: Text.WordWrap
                    textFormat: Text.StyledText
                    font.pixelSize: hintPanel.unit * 0.8
                    color: termsButton.palette.toolTipText
                }
            }
        }
    }

    Repeater {
        model: hintPanel.session.hints
        // The options of a new decision: the best open.
        onItemAdded: index => {
            if (index === 0)
                hintPanel.openRow = 0
        }

        Rectangle {
            id: option

            required property string cardsText
            required property string netText
            required property string breakdown
            required property string chanceText
            required property string reason
            required property bool best
            required property int index

            readonly property bool open: index === hintPanel.openRow
            readonly property bool opens: !open && hintPanel.several

            objectName: "hintRow"
            width: hintPanel.width
            height: optionText.height + hintPanel.unit * 0.4
            radius: hintPanel.unit * 0.3
            color: Qt.rgba(0, 0, 0, best ? 0.3 : (opens && hover.hovered ? 0.26 : 0.18))
            border.color: activeFocus ? Theme.textOnFelt : (best ? Theme.selection : "transparent")
            border.width: Math.max(1, hintPanel.unit * (activeFocus ? 0.15 : 0.08))
            // Tab reaches each option and opens it, for a player without a mouse.
            activeFocusOnTab: hintPanel.several
            onActiveFocusChanged: {
                if (activeFocus)
                    hintPanel.openRow = option.index
            }
            Accessible.role: Accessible.Button
            Accessible.name: headline.text.replace(/<[^>]+>/g, "").replace(/&nbsp;/g, " ")
            Accessible.description: option.reason
            Accessible.onPressAction: hintPanel.openRow = option.index

            HoverHandler {
                id: hover

                cursorShape: option.opens ? Qt.PointingHandCursor : Qt.ArrowCursor
            }
            TapHandler {
                onTapped: hintPanel.openRow = option.index
            }

            // ▾ the open option, ▸ one that a click opens.
            Text {
                anchors.right: parent.right
                anchors.rightMargin: hintPanel.unit * 0.3
                y: optionText.y
                visible: hintPanel.several
                text: option.open ? "▾" : "▸"
                color: Theme.textOnFelt
                opacity: 0.7
                font.pixelSize: hintPanel.unit * 0.9
                Accessible.ignored: true
            }

            Column {
                id: optionText

                x: hintPanel.unit * 0.4
                y: hintPanel.unit * 0.2
                width: parent.width - hintPanel.unit * 1.4

                HintText {
                    id: headline

                    objectName: "hintHeadline"
                    text: qsTr("<b>%1</b>&nbsp; <b>%2</b>&nbsp; <font size=\"-1\">%3</font>",
                               "a hint: its cards, its net points, where they come from")
                          // Styled text breaks at a bare no-break space: its entity holds.
                          .arg(option.cardsText).arg(option.netText)
                          .arg(option.breakdown.replace(/\u00a0/g, "&nbsp;"))
                    textFormat: Text.StyledText
                    font.pixelSize: hintPanel.unit * 0.9
                }
                HintText {
                    objectName: "hintChance"
                    visible: option.chanceText !== ""
                    text: option.chanceText
                    font.pixelSize: hintPanel.unit * 0.8
                    font.bold: true
                }
                HintText {
                    objectName: "hintReason"
                    visible: option.open
                    text: option.reason
                    opacity: 0.9
                    font.pixelSize: hintPanel.unit * 0.8
                }
            }
        }
    }
}
