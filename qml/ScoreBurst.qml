import QtQuick

// Points and their reason rising from a hole and fading: "+2 fifteen". Centred on `origin`;
// it destroys itself when done, so create it only with a non-zero animationScale.
Item {
    id: burst

    required property point origin
    required property int points
    required property string reason
    required property color colour
    required property real unit
    property real animationScale: Theme.animationScale

    readonly property real rise: unit * 2.2
    readonly property int totalMs: Theme.duration(Theme.burstMs, animationScale)

    x: origin.x - width / 2
    y: origin.y - height
    width: column.width
    height: column.height
    opacity: 0

    Column {
        id: column

        Text {
            objectName: "burstPoints"
            anchors.horizontalCenter: parent.horizontalCenter
            text: "+" + burst.points
            color: Qt.lighter(burst.colour, 1.25)
            style: Text.Outline
            styleColor: Theme.woodEdge
            font.family: Theme.serifFamily
            font.pixelSize: Math.max(1, burst.unit * Theme.textScale)
            font.bold: true
        }
        Text {
            objectName: "burstReason"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: text !== ""
            text: burst.reason
            color: Theme.inlay
            style: Text.Outline
            styleColor: Theme.woodEdge
            font.family: Theme.serifFamily
            font.pixelSize: Math.max(1, burst.unit * 0.55 * Theme.textScale)
            font.bold: true
        }
    }

    SequentialAnimation {
        running: true
        onFinished: burst.destroy()

        ParallelAnimation {
            NumberAnimation {
                target: burst
                property: "opacity"
                to: 1
                duration: burst.totalMs * 0.15
            }
            NumberAnimation {
                target: burst
                property: "y"
                to: burst.origin.y - burst.height - burst.rise
                duration: burst.totalMs * 0.6
                easing.type: Easing.OutCubic
            }
        }
        PauseAnimation {
            duration: burst.totalMs * 0.15
        }
        NumberAnimation {
            target: burst
            property: "opacity"
            to: 0
            duration: burst.totalMs * 0.25
        }
    }
}
