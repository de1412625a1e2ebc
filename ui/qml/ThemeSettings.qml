import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The settings that change how things look and move, handed to the Theme every card and the
// board read.
QtObject {
    id: themeSettings

    required property GameSession session

    readonly property list<Binding> bindings: [
        Binding {
            target: Theme
            property: "animationScale"
            value: themeSettings.session.turn.animated
                   ? [0, 0.5, 1, 1.6][themeSettings.session.settings.appearance.animationSpeed] : 0
        },
        Binding {
            target: Theme
            property: "fourColour"
            value: themeSettings.session.settings.appearance.fourColour
        },
        Binding {
            target: Theme
            property: "highContrast"
            value: themeSettings.session.settings.appearance.highContrast
        },
        Binding {
            target: Theme
            property: "backStyle"
            value: Theme.backStyles.indexOf(themeSettings.session.settings.appearance.cardBack) >= 0
                   ? themeSettings.session.settings.appearance.cardBack : Theme.backStyles[0]
        }
    ]
}
