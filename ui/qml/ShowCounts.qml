pragma ComponentBehavior: Bound

import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The counts of this hand's show (whose, the points, the count as said), to look over before
// going on.
Column {
    id: counts

    required property ShowSummaryModel summary
    required property bool shown  // once the hand is over
    required property real unit

    visible: shown
    spacing: unit * 0.8

    Repeater {
        model: counts.shown ? counts.summary : null

        Text {
            required property string who
            required property int points
            required property string said
            required property string verdict  // muggins: what was claimed and taken

            width: counts.width
            wrapMode: Text.WordWrap
            color: Theme.textOnFelt
            text: qsTr("<b>%1: %2</b><br/>%3", "whose count, its points, the count as said")
                  .arg(who).arg(points).arg(verdict === "" ? said : verdict + "<br/>" + said)
            textFormat: Text.StyledText
            font.pixelSize: counts.unit * 0.95
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%1: %n point(s). %2", "whose count, its points, the count as said", points)
                             .arg(who).arg(verdict === "" ? said : verdict + " " + said)
        }
    }
}
