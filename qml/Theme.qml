pragma Singleton
import QtQuick

// The table's shared look and its app-wide display settings. Components read their
// defaults from here, so the app sets a setting once (Theme.fourColour = true) and every
// card follows; a single component can still override its own copy.
QtObject {
    // Display settings.
    property real animationScale: 1 // multiplies every duration: 1 normal, 0.5 twice as fast, 0 instant
    property bool fourColour: false
    property string backStyle: "royal-blue"
    readonly property var backStyles: ["royal-blue", "classic-red", "green-ornament"] // resources/cards/backs
    property bool highContrast: false // black felt, white words, a yellow focus, a cyan choice
    property real textScale: 1 // the words on the felt and the board grow by this much with the system's font

    // The table.
    readonly property color felt: highContrast ? "#000000" : "#1d5c3c"
    readonly property color feltDark: highContrast ? "#000000" : "#123d27"
    readonly property color textOnFelt: highContrast ? "#ffffff" : "#f4efe1"

    // The peg board; in high contrast a black slab framed in white, its holes white rings,
    // its words white, every fifth hole's number yellow.
    readonly property color woodLight: highContrast ? "#000000" : "#c98f55"
    readonly property color woodMid: highContrast ? "#000000" : "#a86d38"
    readonly property color woodDark: highContrast ? "#000000" : "#6e4320"
    readonly property color woodGrain: "#4a2a10"
    readonly property color woodEdge: "#3d230e"
    readonly property color boardEdge: highContrast ? "#ffffff" : woodEdge // the slab's rim
    readonly property color boardStrip: highContrast ? "#000000" : woodEdge // around the slab
    readonly property color brass: highContrast ? "#ffff00" : "#d9b25c"
    readonly property color holeRim: highContrast ? "#ffffff" : "#8c6a25"
    readonly property color holeRimLight: highContrast ? "#ffffff" : brass
    readonly property color holeDepth: highContrast ? "#000000" : "#1e1208"
    readonly property color inlay: highContrast ? "#ffffff" : "#f3e6c8"
    readonly property color inlayFaint: highContrast ? "#ffffff" : "#d9c49a"
    readonly property color skunkLine: highContrast ? "#ff6666" : "#b3261e"
    // The pegs' colours, the sides' in order unless a person chooses (ui/src/peg_colours.h):
    // red, blue, yellow, green, purple, white; in high contrast as bright as on a black slab.
    readonly property var pegColours: highContrast
                                      ? ["#ff4d4d", "#4da6ff", "#ffff00", "#33ff66", "#ff66ff", "#ffffff"]
                                      : ["#d83a34", "#2f6fd8", "#e7c02f", "#3c9b4a", "#8a4fc4", "#ece6d6"]

    // Cards.
    readonly property real cardAspect: 2.5 / 3.5 // width / height of a poker-size card
    readonly property color selection: highContrast ? "#00ffff" : "#ffd24a"
    readonly property color focusRing: highContrast ? "#ffff00" : "#4fc3f7"
    readonly property color hint: highContrast ? "#ffffff" : "#fff3c4" // the hint's label over a card
    readonly property color hintText: highContrast ? "#000000" : "#5d4300"
    readonly property color shadow: "#000000"

    readonly property string serifFamily: Qt.platform.os === "windows"
                                          || Qt.platform.os === "osx" ? "Georgia" : "DejaVu Serif"

    // Base durations in milliseconds, before animationScale.
    readonly property int flipMs: 320
    readonly property int liftMs: 140
    readonly property int pegJumpMs: 600
    readonly property int burstMs: 1600

    // The name a player reads for a style of backStyles.
    function backStyleName(style) {
        switch (style) {
        case "royal-blue":
            return qsTr("Royal blue")
        case "classic-red":
            return qsTr("Classic red")
        case "green-ornament":
            return qsTr("Green ornament")
        }
        return style
    }

    function duration(baseMs, scale) {
        return scale > 0 ? Math.round(baseMs * scale) : 0
    }
}
