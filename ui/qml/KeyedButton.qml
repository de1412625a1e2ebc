import QtQuick

// A button that shows its key beside its name ("Lay away  (L)"), its words shrunk to fit. A
// screen reader says the name and then the key, and finds the button only while it is shown.
FittedButton {
    required property string name
    property string keys: ""

    text: keys === "" ? name : qsTr("%1  (%2)", "a button's name and its key").arg(name).arg(keys)
    Accessible.name: name
    Accessible.description: keys === "" ? "" : qsTr("Key: %1", "a button's key, said by a screen reader").arg(keys)
    Accessible.ignored: !visible
}
