import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Table
import Cribbage.Ui

// The settings, remembered between launches. Rules apply from the next match.
Dialog {
    id: dialog

    required property GameController controller
    required property real unit

    readonly property GameSettings settings: controller.settings

    title: qsTr("Settings")
    modal: true
    standardButtons: Dialog.Close
    font.pixelSize: unit * 1.1

    component Label_: Label {
        Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
    }

    GridLayout {
        columns: 2
        columnSpacing: dialog.unit
        rowSpacing: dialog.unit * 0.5

        Label {
            Layout.columnSpan: 2
            text: qsTr("Rules (from the next match)")
            font.bold: true
        }
        Label_ { text: qsTr("Game to") }
        ComboBox {
            objectName: "targetBox"
            model: [61, 121]
            currentIndex: dialog.settings.target === 61 ? 0 : 1
            onActivated: index => dialog.settings.target = index === 0 ? 61 : 121
        }
        Label_ { text: qsTr("Match to (game points)") }
        SpinBox {
            from: 1
            to: 21
            value: dialog.settings.matchGames
            onValueModified: dialog.settings.matchGames = value
        }
        Label_ { text: qsTr("Muggins (count your own cards)") }
        Switch {
            objectName: "mugginsSwitch"
            checked: dialog.settings.muggins
            onToggled: dialog.settings.muggins = checked
        }
        Label_ { text: qsTr("Skunks") }
        ComboBox {
            model: [qsTr("Off: every win is one game"), qsTr("Lurch"), qsTr("Skunk and double skunk")]
            currentIndex: dialog.settings.skunk
            onActivated: index => dialog.settings.skunk = index
        }
        Label_ { text: qsTr("First dealer") }
        ComboBox {
            model: [qsTr("Cut for it"), qsTr("Drawn at random")]
            currentIndex: dialog.settings.randomFirstDealer ? 1 : 0
            onActivated: index => dialog.settings.randomFirstDealer = index === 1
        }

        Label {
            Layout.columnSpan: 2
            text: qsTr("Table")
            font.bold: true
        }
        Label_ { text: qsTr("Computer") }
        ComboBox {
            model: dialog.controller.levels
            currentIndex: Math.max(0, dialog.controller.levels.indexOf(dialog.settings.level))
            onActivated: index => dialog.settings.level = dialog.controller.levels[index]
        }
        Label_ { text: qsTr("Animations") }
        ComboBox {
            model: [qsTr("Instant"), qsTr("Fast"), qsTr("Normal"), qsTr("Slow")]
            currentIndex: dialog.settings.animationSpeed
            onActivated: index => dialog.settings.animationSpeed = index
        }
        Label_ { text: qsTr("Card backs") }
        ComboBox {
            model: Theme.backStyles
            currentIndex: Math.max(0, Theme.backStyles.indexOf(dialog.settings.cardBack))
            onActivated: index => dialog.settings.cardBack = Theme.backStyles[index]
        }
        Label_ { text: qsTr("Four-colour deck") }
        Switch {
            checked: dialog.settings.fourColour
            onToggled: dialog.settings.fourColour = checked
        }

        Label_ { text: qsTr("Hints (H)") }
        Switch {
            objectName: "hintsSwitch"
            checked: dialog.settings.hints
            onToggled: dialog.settings.hints = checked
        }
    }
}
