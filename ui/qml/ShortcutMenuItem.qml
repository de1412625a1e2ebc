import QtQuick
import QtQuick.Controls
import QtQuick.Controls.impl
import Cribbage.Ui

// A menu item that shows its action's shortcut on the right, as desktop menus do (the Basic
// style's MenuItem leaves it out). A screen reader can name and press it on Qt 6.4 too (see
// AccessibleButton): its name is its text without the Alt key's mark, its press triggers it.
MenuItem {
    id: menuItem

    Accessible.name: KeyNames.withoutMnemonic(text)
    Accessible.onPressAction: {
        if (!menuItem.enabled)
            return
        if (menuItem.action)
            menuItem.action.trigger(menuItem)
        menuItem.clicked()
    }

    // The shortcut in the platform's words ("Ctrl+Shift+N" here, "⇧⌘N" on a Mac); empty
    // without one.
    readonly property string shortcutText: keys.nativeText

    // The item's text on the left (after the check mark of a checkable item), its shortcut
    // on the right.
    component TextAndShortcut: Item {
        id: content

        required property MenuItem owner
        required property string shortcutText
        readonly property real indicatorPadding: owner.checkable && owner.indicator ? owner.indicator.width + owner.spacing : 0

        implicitWidth: indicatorPadding + label.implicitWidth
                       + (shortcutText !== "" ? owner.spacing * 4 + shortcut.implicitWidth : 0)
        implicitHeight: Math.max(label.implicitHeight, shortcut.implicitHeight)

        IconLabel {
            id: label

            x: content.indicatorPadding
            anchors.verticalCenter: parent.verticalCenter
            alignment: Qt.AlignLeft
            text: content.owner.text
            font: content.owner.font
            color: content.owner.palette.windowText
        }
        Text {
            id: shortcut

            objectName: "shortcutText"
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            visible: text !== ""
            text: content.shortcutText
            font: content.owner.font
            color: content.owner.palette.windowText
            opacity: 0.7
        }
    }

    Shortcut {
        id: keys

        sequence: menuItem.action?.shortcut ?? ""
        enabled: false // read for its text only: the action takes the keys
    }

    contentItem: TextAndShortcut {
        owner: menuItem
        shortcutText: menuItem.shortcutText
    }
}
