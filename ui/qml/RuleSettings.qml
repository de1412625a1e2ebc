import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// The settings of the rules, the settings dialog's first section: they apply from the next
// match.
GridLayout {
    id: rules

    required property GameSettings settings
    required property real unit
    required property real labelWidth  // the widest label of the dialog

    // The widest of this section's labels.
    readonly property real widestLabel: Math.max(targetLabel.implicitWidth,
                                                 matchGamesLabel.implicitWidth,
                                                 mugginsLabel.implicitWidth,
                                                 skunkLabel.implicitWidth,
                                                 firstDealerLabel.implicitWidth,
                                                 cribFlushLabel.implicitWidth,
                                                 fiveCardFlushLabel.implicitWidth)

    columns: 2
    columnSpacing: unit
    rowSpacing: unit * 0.5

    Label {
        Layout.columnSpan: 2
        text: qsTr("Rules (from the next match)")
        font.bold: true
    }
    SettingNote {
        objectName: "rulesPendingNote"
        Layout.columnSpan: 2
        font.pixelSize: rules.unit * 0.85
        visible: rules.settings.rulesPending
        opacity: 1
        color: "#8a5a00"
        text: qsTr("The new rules start with the next match: New match (Ctrl+Shift+N) in the Game menu.")
    }
    SettingLabel {
        id: targetLabel

        columnWidth: rules.labelWidth
        text: qsTr("Game to")
    }
    SettingChoice {
        Accessible.name: targetLabel.text
        objectName: "targetBox"
        choices: [{ value: 61, text: "61" }, { value: 121, text: "121" }]
        chosen: rules.settings.rules.target
        onChose: value => rules.settings.rules.target = value
    }
    SettingLabel {
        id: matchGamesLabel

        columnWidth: rules.labelWidth
        text: qsTr("Match to (game points)")
    }
    SpinBox {
        Accessible.name: matchGamesLabel.text
        from: 1
        to: 21
        value: rules.settings.rules.matchGames
        onValueModified: rules.settings.rules.matchGames = value
    }
    SettingLabel {
        id: mugginsLabel

        columnWidth: rules.labelWidth
        text: qsTr("Muggins (count your own cards)")
    }
    Switch {
        Accessible.name: mugginsLabel.text
        objectName: "mugginsSwitch"
        checked: rules.settings.rules.muggins
        onToggled: rules.settings.rules.muggins = checked
    }
    SettingLabel {
        id: skunkLabel

        columnWidth: rules.labelWidth
        text: qsTr("Skunks")
    }
    SettingChoice {
        Accessible.name: skunkLabel.text
        objectName: "skunkBox"
        choices: [{ value: Core.SkunkRule.Off, text: qsTr("Off: every win is one game") },
                  { value: Core.SkunkRule.Lurch, text: qsTr("Lurch") },
                  { value: Core.SkunkRule.SkunkAndDoubleSkunk, text: qsTr("Skunk and double skunk") }]
        chosen: rules.settings.rules.skunk
        onChose: value => rules.settings.rules.skunk = value
    }
    Item { implicitWidth: 1 }
    SettingNote {
        objectName: "skunkNote"
        font.pixelSize: rules.unit * 0.85
        text: qsTr("Lurch: a win counts two games when the loser has not passed half way "
                   + "(60 points or fewer of 121, 30 or fewer of 61). "
                   + "Skunk: two games when the loser has 90 or fewer of 121, four (a double "
                   + "skunk) at 60 or fewer; a game to 61 has the lurch line only.")
    }
    SettingLabel {
        id: firstDealerLabel

        columnWidth: rules.labelWidth
        text: qsTr("First dealer")
    }
    SettingChoice {
        Accessible.name: firstDealerLabel.text
        objectName: "firstDealerBox"
        choices: [{ value: false, text: qsTr("Cut for it") },
                  { value: true, text: qsTr("Drawn at random") }]
        chosen: rules.settings.rules.randomFirstDealer
        onChose: value => rules.settings.rules.randomFirstDealer = value
    }
    SettingLabel {
        id: cribFlushLabel

        columnWidth: rules.labelWidth
        text: qsTr("Four-card flush in the crib")
    }
    Switch {
        Accessible.name: cribFlushLabel.text
        objectName: "cribFlushSwitch"
        checked: rules.settings.rules.cribFourCardFlush
        onToggled: rules.settings.rules.cribFourCardFlush = checked
    }
    Item { implicitWidth: 1 }
    SettingNote {
        font.pixelSize: rules.unit * 0.85
        text: qsTr("A house rule: four crib cards of one suit count 4 even when the starter "
                   + "is of another suit. By the rules, a crib flush needs the starter too.")
    }
    SettingLabel {
        id: fiveCardFlushLabel

        columnWidth: rules.labelWidth
        text: qsTr("Only a five-card flush counts")
    }
    Switch {
        Accessible.name: fiveCardFlushLabel.text
        objectName: "fiveCardFlushSwitch"
        checked: rules.settings.rules.fiveCardFlushOnly
        onToggled: rules.settings.rules.fiveCardFlushOnly = checked
    }
    Item { implicitWidth: 1 }
    SettingNote {
        objectName: "fiveCardFlushNote"
        font.pixelSize: rules.unit * 0.85
        text: qsTr("The Spanish rule sheet's variant: a flush needs all five cards, the "
                   + "starter too, in a hand as in the crib, and is worth 5. It cannot go "
                   + "with the four-card flush in the crib: turning one on turns the other off.")
    }

}
