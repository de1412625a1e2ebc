import QtQuick
import Cribbage.Ui

// The level of the computer `place` seats clockwise from the person, named by its place at
// the table; hidden when the match has no such seat or a person sits there.
SettingChoice {
    required property int place
    required property GameSettings settings

    objectName: "levelBox" + place
    Accessible.name: settings.placeName(place, settings.rules.players)
    Accessible.ignored: !visible
    visible: place < settings.rules.players && !settings.seatPeople[place]
    choices: settings.levelChoices
    chosen: settings.seatLevels[place - 1]
    onChose: value => settings.setLevelAt(place, value)
}
