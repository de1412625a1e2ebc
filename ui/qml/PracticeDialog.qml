pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Table
import Cribbage.Ui

// Counting practice: a hand and its starter; the person types what they are worth and presses
// Enter, then reads the count combination by combination, the cards of the one chosen lifted.
Dialog {
    id: dialog

    objectName: "practiceDialog"

    required property GameSession session
    required property real unit

    readonly property CountingPractice practice: session.practice
    // The combination whose cards are lifted.
    property int shownItem: 0
    readonly property var liftedCards: practice.answered && practice.items.length > 0
                                       ? practice.items[Math.min(shownItem, practice.items.length - 1)].cards : []

    function nextHand() {
        practice.deal()
        answerField.text = ""
        answerField.forceActiveFocus()
    }

    function submit() {
        if (answerField.acceptableInput && practice.answer(parseInt(answerField.text))) {
            shownItem = 0
            nextButton.forceActiveFocus()
        }
    }

    title: qsTr("Counting practice")
    modal: true
    standardButtons: Dialog.Close
    footer: AccessibleButtonBox {}
    font.pixelSize: unit * 1.1
    width: Math.min(unit * 44, parent ? parent.width - unit : unit * 44)
    height: Math.min(implicitHeight, parent ? parent.height - unit : implicitHeight)
    onVisibleChanged: practice.inView = visible
    onOpened: {
        if (practice.answered)
            nextHand()
        else
            answerField.forceActiveFocus()
    }

    component HandCard: Card {
        width: dialog.unit * 5.2
        interactive: false
        selected: dialog.liftedCards.indexOf(name) >= 0
        fourColour: dialog.session.settings.appearance.fourColour
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: dialog.unit * 0.6

        Label {
            objectName: "sitting"
            Layout.fillWidth: true
            text: dialog.practice.sitting
            wrapMode: Text.WordWrap
            opacity: 0.8
        }

        Row {
            objectName: "practiceCards"
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: dialog.unit * 1.2 // room for a lifted card
            spacing: dialog.unit * 0.4

            Repeater {
                model: dialog.practice.hand

                HandCard {
                    required property string modelData

                    name: modelData
                }
            }
            Item {
                width: dialog.unit * 1.2
                height: 1
            }
            Column {
                spacing: dialog.unit * 0.2

                HandCard {
                    objectName: "starterCard"
                    name: dialog.practice.starter
                }
                Label {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: qsTr("Starter")
                    font.pixelSize: dialog.unit * 0.85
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: dialog.unit * 0.6

            Label {
                id: answerLabel

                text: qsTr("The hand is worth")
            }
            TextField {
                id: answerField

                objectName: "answerField"
                Accessible.name: answerLabel.text
                enabled: !dialog.practice.answered
                implicitWidth: dialog.unit * 4
                horizontalAlignment: TextInput.AlignHCenter
                inputMethodHints: Qt.ImhDigitsOnly
                validator: IntValidator { bottom: 0; top: 29 }
                onAccepted: dialog.submit()
            }
            AccessibleButton {
                objectName: "countButton"
                text: qsTr("Check")
                enabled: !dialog.practice.answered && answerField.acceptableInput
                onClicked: dialog.submit()
            }
        }

        Label {
            objectName: "verdict"
            Layout.fillWidth: true
            visible: dialog.practice.answered
            horizontalAlignment: Text.AlignHCenter
            text: dialog.practice.verdict
            font.bold: true
            color: dialog.practice.right ? "#1e7b34" : "#a33a1f"
            wrapMode: Text.WordWrap
        }

        ListView {
            id: itemList

            objectName: "countItems"
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, dialog.unit * 10)
            visible: dialog.practice.answered
            clip: true
            model: dialog.practice.items
            currentIndex: dialog.shownItem
            onCurrentIndexChanged: dialog.shownItem = currentIndex
            keyNavigationEnabled: true

            delegate: ItemDelegate {
                required property int index
                required property var modelData

                width: itemList.width
                padding: dialog.unit * 0.3
                highlighted: index === dialog.shownItem
                text: qsTr("%1 (%n point(s))", "", modelData.points).arg(modelData.text)
                onHoveredChanged: if (hovered) dialog.shownItem = index
                onClicked: dialog.shownItem = index
            }
        }

        Label {
            Layout.fillWidth: true
            visible: dialog.practice.answered && dialog.practice.items.length === 0
            text: qsTr("Nothing scores in this hand: players call it nineteen, a score no hand can make.")
            wrapMode: Text.WordWrap
        }

        AccessibleButton {
            id: nextButton

            objectName: "nextHandButton"
            Layout.alignment: Qt.AlignHCenter
            visible: dialog.practice.answered
            text: qsTr("Next hand")
            onClicked: dialog.nextHand()
            Keys.onReturnPressed: dialog.nextHand()
            Keys.onEnterPressed: dialog.nextHand()
            Keys.onUpPressed: dialog.shownItem = Math.max(0, dialog.shownItem - 1)
            Keys.onDownPressed: dialog.shownItem = Math.min(dialog.practice.items.length - 1, dialog.shownItem + 1)
        }
    }
}
