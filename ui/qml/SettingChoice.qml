import QtQuick

// A choice among `choices` ({value, text}), as wide as its longest text.
ChoiceBox {
    required property var choices
    required property var chosen

    signal chose(var value)

    model: choices
    textRole: "text"
    valueRole: "value"
    currentIndex: Math.max(0, choices.findIndex(choice => choice.value === chosen))
    onActivated: index => chose(choices[index].value)
}
