import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A line of explanation, as wide as the column it is in.
Label {
    Layout.fillWidth: true
    Layout.preferredWidth: 0
    wrapMode: Text.WordWrap
    opacity: 0.8
}
