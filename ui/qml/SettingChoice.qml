import QtQuick
import QtQuick.Controls

// A choice among `choices` ({value, text}), as wide as its longest text.
ComboBox {
    required property var choices
    required property var chosen

    signal chose(var value)

    model: choices
    textRole: "text"
    valueRole: "value"
    implicitContentWidthPolicy: ComboBox.WidestText
    currentIndex: Math.max(0, choices.findIndex(choice => choice.value === chosen))
    onActivated: index => chose(choices[index].value)
}
