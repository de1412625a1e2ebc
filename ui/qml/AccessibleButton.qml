import QtQuick
import QtQuick.Controls

// A button a screen reader can name and press on Qt 6.4 too. There, a control's button takes
// the name its text gives it only if it was made after the reader started, and its "Press"
// action does nothing (Qt 6.4's buttons have no answer to it): a handler of its own makes the
// press a click, as the mouse's or the keyboard's.
Button {
    id: button

    Accessible.name: text
    Accessible.onPressAction: if (button.enabled) button.clicked()
}
