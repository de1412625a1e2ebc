import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Table
import Cribbage.Ui

// The settings, remembered between launches. Rules apply from the next match. The dialog
// fits the window; what does not fit scrolls.
Dialog {
    id: dialog

    objectName: "settingsDialog"

    required property GameSession session
    required property real unit

    readonly property GameSettings settings: session.settings

    title: qsTr("Settings")
    modal: true
    standardButtons: Dialog.Close
    footer: AccessibleButtonBox {}
    font.pixelSize: unit * 1.1
    height: Math.min(implicitHeight, parent ? parent.height - unit : implicitHeight)

    // The choice of a note after a decision that costs over `tenths` tenths of a point.
    function warnChoice(tenths: int): var {
        return {
            value: tenths,
            text: tenths === 0 ? qsTr("Never")
                               : qsTr("When it costs over %1 points")
                                 .arg(Number(tenths / 10).toLocaleString(Qt.locale(), "f", 1))
        }
    }

    component Label_: Label {
        Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
    }

    // The name of the computer `place` seats clockwise from the person, beside its level: one
    // for each computer of the match (the level applies at once).
    component PlaceLabel: Label_ {
        required property int place
        required property GameSettings settings

        visible: place < settings.players
        text: settings.placeName(place, settings.players)
    }

    Flickable {
        id: scroller

        readonly property bool scrolls: contentHeight > height
        readonly property real gutter: dialog.unit * 0.8 // room for the scroll bar
        readonly property Item focused: Window.activeFocusItem

        // Keeps the setting that has the keyboard's focus in view.
        function reveal(item) {
            for (let inside = item; inside; inside = inside.parent) {
                if (inside === grid) {
                    const top = item.mapToItem(grid, 0, 0).y
                    const highest = Math.max(0, contentHeight - height)
                    contentY = Math.min(Math.max(contentY, top + item.height - height), top, highest)
                    return
                }
            }
        }

        objectName: "settingsScroller"
        anchors.fill: parent
        implicitWidth: contentWidth
        implicitHeight: contentHeight
        contentWidth: grid.implicitWidth + gutter
        contentHeight: grid.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: scroller.scrolls ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }
        onFocusedChanged: if (focused) reveal(focused)

        GridLayout {
            id: grid

            columns: 2
            columnSpacing: dialog.unit
            rowSpacing: dialog.unit * 0.5

            Label {
                Layout.columnSpan: 2
                text: qsTr("Rules (from the next match)")
                font.bold: true
            }
            SettingNote {
                objectName: "rulesPendingNote"
                Layout.columnSpan: 2
                font.pixelSize: dialog.unit * 0.85
                visible: dialog.settings.rulesPending
                opacity: 1
                color: "#8a5a00"
                text: qsTr("The new rules start with the next match: New match (Ctrl+Shift+N) in the Game menu.")
            }
            Label_ {
                id: targetLabel

                text: qsTr("Game to")
            }
            SettingChoice {
                Accessible.name: targetLabel.text
                objectName: "targetBox"
                choices: [{ value: 61, text: "61" }, { value: 121, text: "121" }]
                chosen: dialog.settings.target
                onChose: value => dialog.settings.target = value
            }
            Label_ {
                id: matchGamesLabel

                text: qsTr("Match to (game points)")
            }
            SpinBox {
                Accessible.name: matchGamesLabel.text
                from: 1
                to: 21
                value: dialog.settings.matchGames
                onValueModified: dialog.settings.matchGames = value
            }
            Label_ {
                id: mugginsLabel

                text: qsTr("Muggins (count your own cards)")
            }
            Switch {
                Accessible.name: mugginsLabel.text
                objectName: "mugginsSwitch"
                checked: dialog.settings.muggins
                onToggled: dialog.settings.muggins = checked
            }
            Label_ {
                id: skunkLabel

                text: qsTr("Skunks")
            }
            SettingChoice {
                Accessible.name: skunkLabel.text
                objectName: "skunkBox"
                choices: [{ value: Core.SkunkRule.Off, text: qsTr("Off: every win is one game") },
                          { value: Core.SkunkRule.Lurch, text: qsTr("Lurch") },
                          { value: Core.SkunkRule.SkunkAndDoubleSkunk, text: qsTr("Skunk and double skunk") }]
                chosen: dialog.settings.skunk
                onChose: value => dialog.settings.skunk = value
            }
            Item { implicitWidth: 1 }
            SettingNote {
                objectName: "skunkNote"
                font.pixelSize: dialog.unit * 0.85
                text: qsTr("Lurch: a win counts two games when the loser has not passed half way "
                           + "(60 points or fewer of 121, 30 or fewer of 61). "
                           + "Skunk: two games when the loser has 90 or fewer of 121, four (a double "
                           + "skunk) at 60 or fewer; a game to 61 has the lurch line only.")
            }
            Label_ {
                id: firstDealerLabel

                text: qsTr("First dealer")
            }
            SettingChoice {
                Accessible.name: firstDealerLabel.text
                objectName: "firstDealerBox"
                choices: [{ value: false, text: qsTr("Cut for it") },
                          { value: true, text: qsTr("Drawn at random") }]
                chosen: dialog.settings.randomFirstDealer
                onChose: value => dialog.settings.randomFirstDealer = value
            }
            Label_ {
                id: cribFlushLabel

                text: qsTr("Four-card flush in the crib")
            }
            Switch {
                Accessible.name: cribFlushLabel.text
                objectName: "cribFlushSwitch"
                checked: dialog.settings.cribFourCardFlush
                onToggled: dialog.settings.cribFourCardFlush = checked
            }
            Item { implicitWidth: 1 }
            SettingNote {
                font.pixelSize: dialog.unit * 0.85
                text: qsTr("A house rule: four crib cards of one suit count 4 even when the starter "
                           + "is of another suit. By the rules, a crib flush needs the starter too.")
            }
            Label_ {
                id: fiveCardFlushLabel

                text: qsTr("Only a five-card flush counts")
            }
            Switch {
                Accessible.name: fiveCardFlushLabel.text
                objectName: "fiveCardFlushSwitch"
                checked: dialog.settings.fiveCardFlushOnly
                onToggled: dialog.settings.fiveCardFlushOnly = checked
            }
            Item { implicitWidth: 1 }
            SettingNote {
                objectName: "fiveCardFlushNote"
                font.pixelSize: dialog.unit * 0.85
                text: qsTr("The Spanish rule sheet's variant: a flush needs all five cards, the "
                           + "starter too, in a hand as in the crib, and is worth 5. It cannot go "
                           + "with the four-card flush in the crib: turning one on turns the other off.")
            }

            Label {
                Layout.columnSpan: 2
                Layout.topMargin: dialog.unit * 0.5
                text: qsTr("Table")
                font.bold: true
            }
            Label_ {
                id: languageLabel

                text: qsTr("Language")
            }
            SettingChoice {
                Accessible.name: languageLabel.text
                objectName: "languageBox"
                choices: dialog.settings.languageChoices
                chosen: dialog.settings.language
                onChose: value => dialog.settings.language = value
            }
            Item {
                implicitWidth: 1
                visible: dialog.settings.languagePending
            }
            SettingNote {
                objectName: "languageNote"
                font.pixelSize: dialog.unit * 0.85
                visible: dialog.settings.languagePending
                text: qsTr("The new language is spoken when the game starts again.")
            }
            PlaceLabel { place: 1; settings: dialog.settings }
            SeatLevelChoice { place: 1; settings: dialog.settings }
            PlaceLabel { place: 2; settings: dialog.settings }
            SeatLevelChoice { place: 2; settings: dialog.settings }
            PlaceLabel { place: 3; settings: dialog.settings }
            SeatLevelChoice { place: 3; settings: dialog.settings }
            Label_ {
                id: speedLabel

                text: qsTr("Animations")
            }
            SettingChoice {
                Accessible.name: speedLabel.text
                objectName: "speedBox"
                choices: [{ value: GameSettings.Speed.Instant, text: qsTr("Instant") },
                          { value: GameSettings.Speed.Fast, text: qsTr("Fast") },
                          { value: GameSettings.Speed.Normal, text: qsTr("Normal") },
                          { value: GameSettings.Speed.Slow, text: qsTr("Slow") }]
                chosen: dialog.settings.animationSpeed
                onChose: value => dialog.settings.animationSpeed = value
            }
            Label_ {
                id: cardBackLabel

                text: qsTr("Card backs")
            }
            SettingChoice {
                Accessible.name: cardBackLabel.text
                objectName: "cardBackBox"
                choices: Theme.backStyles.map(style => ({ value: style, text: Theme.backStyleName(style) }))
                chosen: dialog.settings.cardBack
                onChose: value => dialog.settings.cardBack = value
            }
            Label_ {
                id: fourColourLabel

                text: qsTr("Four-colour deck")
            }
            Switch {
                Accessible.name: fourColourLabel.text
                checked: dialog.settings.fourColour
                onToggled: dialog.settings.fourColour = checked
            }

            Label_ {
                id: highContrastLabel

                text: qsTr("High contrast")
            }
            Switch {
                Accessible.name: highContrastLabel.text
                objectName: "highContrastSwitch"
                checked: dialog.settings.highContrast
                onToggled: dialog.settings.highContrast = checked
            }

            Label_ {
                id: hintsLabel

                text: qsTr("Hints (H)")
            }
            Switch {
                Accessible.name: hintsLabel.text
                objectName: "hintsSwitch"
                checked: dialog.settings.hints
                onToggled: dialog.settings.hints = checked
            }
            Label_ {
                id: warnLabel

                text: qsTr("Tell me when I go wrong")
            }
            SettingChoice {
                Accessible.name: warnLabel.text
                objectName: "warnBox"
                choices: [dialog.warnChoice(0), dialog.warnChoice(5), dialog.warnChoice(10),
                          dialog.warnChoice(20)]
                chosen: dialog.settings.warnAboveTenths
                onChose: value => dialog.settings.warnAboveTenths = value
            }
        }
    }
}
