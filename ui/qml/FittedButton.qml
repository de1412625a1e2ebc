import QtQuick

// A button whose words are drawn at `largestPixelSize`, or smaller when at that size they would
// not fit its width: a long name ("Siguiente partida  (Intro)") is shrunk, never cut short.
AccessibleButton {
    id: button

    required property real largestPixelSize
    // The size at which the words would fill the button's width, less a little: glyphs do not
    // grow quite in proportion to the size.
    readonly property real fillingPixelSize: 0.95 * measure.font.pixelSize * availableWidth
                                             / Math.max(1, measure.advanceWidth(text))

    // At least a pixel: a button not laid out yet has no width.
    font.pixelSize: Math.max(1, Math.min(largestPixelSize, fillingPixelSize))

    FontMetrics {
        id: measure

        font.family: button.font.family
        font.bold: button.font.bold
        font.pixelSize: 100
    }
}
