import QtQuick

// What just happened, said by a screen reader. Qt 6.4 has no Accessible.announce (6.8 brings
// it): each sentence becomes the name of a notification that is shown anew, which the AT-SPI
// bridge sends as a name change and a "showing" state change; Orca speaks a notification as
// it shows (docs/accessibility.md).
Item {
    id: announcer

    property string sentence: ""

    function announce(text) {
        sentence = text
        visible = false
        visible = true
    }

    width: 1
    height: 1
    Accessible.role: Accessible.Notification
    Accessible.name: sentence
}
