import QtQuick
import QtQuick.Controls

// A combo box as wide as its longest text, which a screen reader knows as one control: the
// text it shows is its value, not a text field of its own.
ComboBox {
    id: box

    implicitContentWidthPolicy: ComboBox.WidestText
    Component.onCompleted: box.contentItem.Accessible.ignored = true
}
