import QtQuick

// A hole number inlaid beside the track: the first lap's number over the second lap's
// (on a board played twice around), centred on (xUnits, yUnits).
Column {
    id: label

    required property BoardGeometry geometry
    required property real xUnits
    required property real yUnits
    required property int score

    readonly property bool milestone: score % geometry.holesPerRow === 0
    readonly property point centre: geometry.point(xUnits, yUnits)

    x: centre.x - width / 2
    y: centre.y - height / 2

    Text {
        objectName: "firstLapNumber"
        anchors.horizontalCenter: parent.horizontalCenter
        text: label.score
        color: label.milestone ? Theme.brass : Theme.inlay
        font.family: Theme.serifFamily
        font.pixelSize: label.geometry.numberSize
        font.bold: label.milestone
        lineHeight: 0.8
    }
    Text {
        objectName: "secondLapNumber"
        anchors.horizontalCenter: parent.horizontalCenter
        visible: label.geometry.twiceAround
        text: label.score + label.geometry.holesPerLap
        color: label.milestone ? Theme.brass : Theme.inlayFaint
        font.family: Theme.serifFamily
        font.pixelSize: label.geometry.smallTextSize
        font.bold: label.milestone
        lineHeight: 0.8
    }
}
