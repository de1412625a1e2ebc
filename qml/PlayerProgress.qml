import QtQuick

// A player's standing at a glance: peg colour, name, score and the holes still to go; the
// leader's plaque is lit.
Rectangle {
    id: progress

    required property string name
    required property color colour
    required property int score
    required property int target
    required property bool leading
    required property int lead // points ahead of the other player
    required property real unit

    readonly property int toGo: Math.max(0, target - score)
    readonly property string summary: toGo === 0 ? qsTr("%1 · wins").arg(score)
                                                 : qsTr("%1 · %2 to go").arg(score).arg(toGo)

    radius: unit * 0.35
    color: leading ? Qt.rgba(0, 0, 0, 0.32) : Qt.rgba(0, 0, 0, 0.14)
    border.color: leading ? Theme.brass : Qt.rgba(0, 0, 0, 0.25)
    border.width: Math.max(1, unit * (leading ? 0.09 : 0.05))

    Rectangle {
        id: swatch

        anchors.left: parent.left
        anchors.leftMargin: progress.unit * 0.45
        anchors.verticalCenter: parent.verticalCenter
        width: progress.unit * 0.75
        height: width
        radius: width / 2
        color: progress.colour
        border.color: Qt.darker(progress.colour, 1.8)
        border.width: Math.max(1, progress.unit * 0.06)
    }

    Column {
        anchors.left: swatch.right
        anchors.leftMargin: progress.unit * 0.4
        anchors.right: parent.right
        anchors.rightMargin: progress.unit * 0.3
        anchors.verticalCenter: parent.verticalCenter

        Row {
            width: parent.width
            spacing: progress.unit * 0.3

            Text {
                id: nameText

                objectName: "playerName"
                width: Math.min(implicitWidth, parent.width - leadText.implicitWidth - parent.spacing)
                elide: Text.ElideRight
                text: progress.name
                color: Theme.inlay
                font.family: Theme.serifFamily
                font.pixelSize: Math.max(1, progress.unit * 0.62)
                font.bold: progress.leading
            }
            Text {
                id: leadText

                objectName: "lead"
                anchors.baseline: nameText.baseline
                visible: progress.leading
                text: qsTr("leads by %1").arg(progress.lead)
                color: Theme.brass
                font.family: Theme.serifFamily
                font.pixelSize: Math.max(1, progress.unit * 0.5)
                font.italic: true
            }
        }
        Text {
            objectName: "standing"
            width: parent.width
            elide: Text.ElideRight
            text: progress.summary
            color: Theme.inlay
            font.family: Theme.serifFamily
            font.pixelSize: Math.max(1, progress.unit * 0.78)
            font.bold: true
        }
    }
}
