pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// The review of the game so far: each of the person's decisions, deal by deal, beside the
// Expert's choice from the same information, the points it lost and why; the points lost in
// the game by kind of decision above them. It opens on the last deal.
Dialog {
    id: dialog

    objectName: "reviewDialog"

    required property GameSession session
    required property real unit

    readonly property ReviewModel review: session.review

    title: qsTr("Review of this game")
    modal: true
    standardButtons: Dialog.Close
    footer: AccessibleButtonBox {}
    font.pixelSize: unit * 1.1
    width: Math.min(unit * 46, parent ? parent.width - unit : unit * 46)
    height: parent ? parent.height - unit * 2 : unit * 36
    onOpened: decisions.positionViewAtEnd()

    ColumnLayout {
        anchors.fill: parent
        spacing: dialog.unit * 0.6

        Label {
            objectName: "reviewSummary"
            Layout.fillWidth: true
            text: dialog.review.count > 0 ? dialog.review.summary
                                          : qsTr("Nothing to review yet: the review shows your decisions once you have laid away.")
            wrapMode: Text.WordWrap
            font.bold: true
        }

        ListView {
            id: decisions

            objectName: "reviewDecisions"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: dialog.review
            spacing: dialog.unit * 0.5
            boundsBehavior: Flickable.StopAtBounds
            // A decision made while the review is open is shown as it comes.
            onCountChanged: positionViewAtEnd()
            // Always shown while there is more to read: the list opens at its end, and the
            // earlier deals above it would otherwise not be seen to be there.
            ScrollBar.vertical: ScrollBar {
                objectName: "reviewScrollBar"
                policy: decisions.contentHeight > decisions.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            section.property: "dealText"

            delegate: Column {
                id: decision

                required property string choice
                required property string lostText
                required property bool mistake
                required property string verdictText
                required property string reason

                width: decisions.width - dialog.unit
                spacing: dialog.unit * 0.15

                // The deal's heading over its first decision (a section delegate would be a
                // component the view makes in its own context).
                Label {
                    visible: decision.ListView.section !== decision.ListView.previousSection
                    topPadding: dialog.unit * 0.6
                    text: decision.ListView.section
                    font.bold: true
                    font.pixelSize: dialog.unit * 1.2
                }

                RowLayout {
                    width: parent.width

                    Label {
                        Layout.fillWidth: true
                        text: decision.choice
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "pointsLost"
                        text: qsTr("%1 lost", "expected points lost").arg(decision.lostText)
                        font.bold: decision.mistake
                        color: decision.mistake ? "#a33a1f" : palette.text
                    }
                }
                Label {
                    width: parent.width
                    text: decision.verdictText === "" ? decision.reason : decision.verdictText + " " + decision.reason
                    wrapMode: Text.WordWrap
                    opacity: 0.8
                }
            }
        }
    }
}
