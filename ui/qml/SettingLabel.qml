import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A setting's name, right-aligned before its control; every section's labels are as wide as
// the widest of the dialog's, so the controls line up from one section to the next.
Label {
    required property real columnWidth

    Layout.preferredWidth: columnWidth
    Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
    horizontalAlignment: Text.AlignRight
}
