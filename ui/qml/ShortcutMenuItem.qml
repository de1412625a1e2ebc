import QtQuick
import QtQuick.Controls
import QtQuick.Controls.impl

// A menu item that shows its action's shortcut on the right, as desktop menus do (the Basic
// style's MenuItem leaves it out).
MenuItem {
    id: item

    // The shortcut in the platform's words ("Ctrl+Shift+N" here, "⇧⌘N" on a Mac); empty
    // without one.
    readonly property string shortcutText: keys.nativeText

    Shortcut {
        id: keys

        sequence: item.action?.shortcut ?? ""
        enabled: false // read for its text only: the action takes the keys
    }

    contentItem: Item {
        readonly property real indicatorPadding: item.checkable && item.indicator ? item.indicator.width + item.spacing : 0

        implicitWidth: indicatorPadding + label.implicitWidth
                       + (shortcut.text !== "" ? item.spacing * 4 + shortcut.implicitWidth : 0)
        implicitHeight: Math.max(label.implicitHeight, shortcut.implicitHeight)

        IconLabel {
            id: label

            x: parent.indicatorPadding
            anchors.verticalCenter: parent.verticalCenter
            alignment: Qt.AlignLeft
            text: item.text
            font: item.font
            color: item.palette.windowText
        }
        Text {
            id: shortcut

            objectName: "shortcutText"
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            visible: text !== ""
            text: item.shortcutText
            font: item.font
            color: item.palette.windowText
            opacity: 0.7
        }
    }
}
