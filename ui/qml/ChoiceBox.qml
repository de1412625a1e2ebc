import QtQuick
import QtQuick.Controls

// A combo box as wide as its longest text, which a screen reader knows as one control: the
// text it shows is its value, not a text field of its own. Its drop-down list is written in
// its font's size (a popup would take the window's otherwise, not the dialog's).
ComboBox {
    id: box

    implicitContentWidthPolicy: ComboBox.WidestText
    popup.font.pixelSize: box.font.pixelSize
    Component.onCompleted: box.contentItem.Accessible.ignored = true
}
