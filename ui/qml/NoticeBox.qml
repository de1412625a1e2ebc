import QtQuick
import Cribbage.Ui

// A save, the settings or the statistics that could not be read or written, said first among
// the side panel's words, under its controls: in view at every prompt until the person
// dismisses it (another notice shows again); where the window is too short for the controls
// and all of it, the words scroll to it.
Rectangle {
    id: notice

    required property GameSession session
    required property real unit

    // Every notice of the session, one a line.
    readonly property string text: {
        let notices = ""
        for (const one of [session.match.notice, session.settings.notice, session.statistics.notice,
                          session.library.notice]) {
            if (one !== "")
                notices += (notices === "" ? "" : "\n") + one
        }
        return notices
    }
    property string dismissed: ""

    objectName: "notice"
    visible: text !== "" && text !== dismissed
    // A notice that went (a save that succeeded again) shows when it comes back.
    onTextChanged: {
        if (text === "")
            dismissed = ""
    }
    height: visible ? words.implicitHeight + dismissButton.height + unit * 1.5 : 0
    radius: unit * 0.4
    color: Qt.rgba(0, 0, 0, 0.35)
    border.color: "#ffe08a"

    Text {
        id: words

        objectName: "noticeText"
        x: notice.unit * 0.5
        y: notice.unit * 0.5
        width: parent.width - notice.unit
        wrapMode: Text.WordWrap
        text: notice.text
        color: "#ffe08a"
        font.pixelSize: notice.unit * 0.9
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
    FittedButton {
        id: dismissButton

        objectName: "dismissNotice"
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: notice.unit * 0.5
        width: Math.min(parent.width - notice.unit, notice.unit * 7)
        height: notice.unit * 2.2
        largestPixelSize: notice.unit * 0.9
        text: qsTr("Dismiss")
        Accessible.ignored: !notice.visible
        onClicked: notice.dismissed = notice.text
    }
}
