import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Table
import Cribbage.Ui

// The settings of the table, the settings dialog's second section: the language, the
// computers' levels, how the cards look and move, the hints; they apply at once.
GridLayout {
    id: table

    required property GameSettings settings
    // The hints are the choice of the person the screen is shown to.
    required property GameSession session
    required property real unit
    required property real labelWidth  // the widest label of the dialog

    // The widest of this section's labels.
    readonly property real widestLabel: Math.max(languageLabel.implicitWidth,
                                                 speedLabel.implicitWidth,
                                                 cardBackLabel.implicitWidth,
                                                 fourColourLabel.implicitWidth,
                                                 highContrastLabel.implicitWidth,
                                                 textSizeLabel.implicitWidth,
                                                 hintsLabel.implicitWidth,
                                                 warnLabel.implicitWidth,
                                                 place1.implicitWidth,
                                                 place2.implicitWidth,
                                                 place3.implicitWidth)

    // The choice of a note after a decision that costs over `tenths` tenths of a point.
    function warnChoice(tenths: int): var {
        return {
            value: tenths,
            text: tenths === 0 ? qsTr("Never")
                               : qsTr("When it costs over %1 points")
                                 .arg(Number(tenths / 10).toLocaleString(Qt.locale(), "f", 1))
        }
    }

    // The name of the computer `place` seats clockwise from the person, beside its level: one
    // for each computer of the match (the level applies at once).
    component PlaceLabel: SettingLabel {
        required property int place
        required property GameSettings settings

        visible: place < settings.rules.players && !settings.seatPeople[place]
        text: settings.placeName(place, settings.rules.players)
    }

    columns: 2
    columnSpacing: unit
    rowSpacing: unit * 0.5

    Label {
        Layout.columnSpan: 2
        text: qsTr("Table")
        font.bold: true
    }
    SettingLabel {
        id: languageLabel

        columnWidth: table.labelWidth
        text: qsTr("Language")
    }
    SettingChoice {
        Accessible.name: languageLabel.text
        objectName: "languageBox"
        choices: table.settings.languageChoices
        chosen: table.settings.language
        onChose: value => table.settings.language = value
    }
    Item {
        implicitWidth: 1
        visible: table.settings.languagePending
    }
    SettingNote {
        objectName: "languageNote"
        font.pixelSize: table.unit * 0.85
        visible: table.settings.languagePending
        text: qsTr("The new language is spoken when the game starts again.")
    }
    PlaceLabel {
        id: place1

        place: 1
        settings: table.settings
        columnWidth: table.labelWidth
    }
    SeatLevelChoice { place: 1; settings: table.settings }
    PlaceLabel {
        id: place2

        place: 2
        settings: table.settings
        columnWidth: table.labelWidth
    }
    SeatLevelChoice { place: 2; settings: table.settings }
    PlaceLabel {
        id: place3

        place: 3
        settings: table.settings
        columnWidth: table.labelWidth
    }
    SeatLevelChoice { place: 3; settings: table.settings }
    SettingLabel {
        id: speedLabel

        columnWidth: table.labelWidth
        text: qsTr("Animations")
    }
    SettingChoice {
        Accessible.name: speedLabel.text
        objectName: "speedBox"
        choices: [{ value: Animations.Speed.Instant, text: qsTr("Instant") },
                  { value: Animations.Speed.Fast, text: qsTr("Fast") },
                  { value: Animations.Speed.Normal, text: qsTr("Normal") },
                  { value: Animations.Speed.Slow, text: qsTr("Slow") }]
        chosen: table.settings.appearance.animationSpeed
        onChose: value => table.settings.appearance.animationSpeed = value
    }
    SettingLabel {
        id: cardBackLabel

        columnWidth: table.labelWidth
        text: qsTr("Card backs")
    }
    SettingChoice {
        Accessible.name: cardBackLabel.text
        objectName: "cardBackBox"
        choices: Theme.backStyles.map(style => ({ value: style, text: Theme.backStyleName(style) }))
        chosen: table.settings.appearance.cardBack
        onChose: value => table.settings.appearance.cardBack = value
    }
    SettingLabel {
        id: fourColourLabel

        columnWidth: table.labelWidth
        text: qsTr("Four-colour deck")
    }
    Switch {
        Accessible.name: fourColourLabel.text
        checked: table.settings.appearance.fourColour
        onToggled: table.settings.appearance.fourColour = checked
    }

    SettingLabel {
        id: highContrastLabel

        columnWidth: table.labelWidth
        text: qsTr("High contrast")
    }
    Switch {
        Accessible.name: highContrastLabel.text
        objectName: "highContrastSwitch"
        checked: table.settings.appearance.highContrast
        onToggled: table.settings.appearance.highContrast = checked
    }

    SettingLabel {
        id: textSizeLabel

        columnWidth: table.labelWidth
        text: qsTr("Text size")
    }
    SettingChoice {
        Accessible.name: textSizeLabel.text
        objectName: "textSizeBox"
        choices: [{ value: 0, text: qsTr("As the system's") },
                  { value: 100, text: qsTr("Normal", "text size") },
                  { value: 125, text: qsTr("Large", "text size") },
                  { value: 150, text: qsTr("Largest", "text size") }]
        chosen: table.settings.appearance.textSize
        onChose: value => table.settings.appearance.textSize = value
    }

    SettingLabel {
        id: hintsLabel

        columnWidth: table.labelWidth
        text: qsTr("Hints (H)")
    }
    Switch {
        Accessible.name: hintsLabel.text
        objectName: "hintsSwitch"
        checked: table.session.hintsShown
        onToggled: table.session.hintsShown = checked
    }
    SettingLabel {
        id: warnLabel

        columnWidth: table.labelWidth
        text: qsTr("Tell me when I go wrong")
    }
    SettingChoice {
        Accessible.name: warnLabel.text
        objectName: "warnBox"
        choices: [table.warnChoice(0), table.warnChoice(5), table.warnChoice(10),
                  table.warnChoice(20)]
        chosen: table.session.warnAboveTenths
        onChose: value => table.session.warnAboveTenths = value
    }
}
