import QtQuick
import QtQuick.Controls

// A dialog's row of buttons, its standard ones (Close, Reset ...) made as AccessibleButton: a
// screen reader names and presses them even when it started after the dialog was made.
DialogButtonBox {
    visible: count > 0
    delegate: AccessibleButton {}
}
