import QtQuick
import QtQuick.Controls
import Cribbage.Ui

// Offered on the first launch: a guided first game, each phase explained as it comes.
Dialog {
    id: dialog

    objectName: "guideOfferDialog"

    required property real unit
    required property GameSession session

    title: qsTr("New to cribbage?")
    modal: true
    font.pixelSize: unit * 1.0
    width: Math.min(unit * 30, parent ? parent.width - unit : unit * 30)

    Label {
        width: parent.width
        wrapMode: Text.WordWrap
        text: qsTr("Play a guided first game: one deal against the computer, each step explained as it comes. You can leave it at any moment, and take it again from the Help menu.")
    }

    footer: AccessibleButtonBox {
        AccessibleButton {
            objectName: "startGuideButton"
            text: qsTr("Start the guided game")
            onClicked: dialog.accept()
        }
        AccessibleButton {
            objectName: "notNowButton"
            text: qsTr("Not now")
            onClicked: dialog.reject()
        }
    }

    onAccepted: dialog.session.guide.begin()
}
