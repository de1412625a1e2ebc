pragma ComponentBehavior: Bound

import QtQuick

// A player's standing at a glance: peg colour, name, score and the holes still to go, and the
// games won (a third peg each in a row of game holes, as on a real board); the leader's
// plaque is lit.
Rectangle {
    id: progress

    required property string name
    required property color colour
    required property int score
    required property int target
    required property bool leading
    required property int lead // points ahead of the best of the others
    property int games: 0
    property int matchGames: 1
    required property real unit

    // A row of game holes for a short match; a longer one shows the number.
    readonly property int gameHoles: matchGames > 1 && matchGames <= 7 ? matchGames : 0

    readonly property int toGo: Math.max(0, target - score)
    readonly property string summary: toGo === 0 ? qsTr("%1 · wins").arg(score)
                                                 : qsTr("%1 · %2 to go").arg(score).arg(toGo)

    Accessible.role: Accessible.StaticText
    Accessible.name: toGo === 0 ? qsTr("%1: %n point(s), the game won", "a player's name and score", score).arg(name)
                                : qsTr("%1: %n point(s), %2 to go", "a player's name, score and the points still to go",
                                       score).arg(name).arg(toGo)

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

    Row {
        id: gamePegs

        objectName: "gamePegs"
        anchors.right: parent.right
        anchors.rightMargin: progress.unit * 0.35
        anchors.verticalCenter: parent.verticalCenter
        spacing: progress.unit * 0.12

        Repeater {
            model: progress.gameHoles
            Rectangle {
                required property int index

                width: progress.unit * 0.36
                height: width
                radius: width / 2
                color: index < progress.games ? progress.colour : Theme.holeDepth
                border.color: Qt.darker(progress.colour, 1.8)
                border.width: index < progress.games ? Math.max(1, progress.unit * 0.04) : 0
            }
        }
        Text {
            visible: progress.gameHoles === 0 && progress.matchGames > 1
            text: qsTr("%n game(s)", "games won in the match", progress.games)
            color: Theme.inlay
            font.family: Theme.serifFamily
            font.pixelSize: Math.max(1, progress.unit * 0.5 * Theme.textScale)
        }
    }

    Column {
        anchors.left: swatch.right
        anchors.leftMargin: progress.unit * 0.4
        anchors.right: gamePegs.left
        anchors.rightMargin: progress.unit * 0.3
        anchors.verticalCenter: parent.verticalCenter

        Row {
            width: parent.width
            spacing: progress.unit * 0.3

            Text {
                id: nameText

                objectName: "playerName"
                width: Math.min(implicitWidth, parent.width - (leadText.visible ? leadText.implicitWidth + parent.spacing : 0))
                elide: Text.ElideRight
                text: progress.name
                color: Theme.inlay
                font.family: Theme.serifFamily
                font.pixelSize: Math.max(1, progress.unit * 0.62 * Theme.textScale)
                font.bold: progress.leading
            }
            Text {
                id: leadText

                objectName: "lead"
                anchors.baseline: nameText.baseline
                // Only beside a name it leaves whole: the lit plaque already tells the leader.
                visible: progress.leading && nameText.implicitWidth + parent.spacing + implicitWidth <= parent.width
                // Beside any name, "You" too: "leads by" read "You leads by 27".
                text: qsTr("ahead by %1").arg(progress.lead)
                color: Theme.brass
                font.family: Theme.serifFamily
                font.pixelSize: Math.max(1, progress.unit * 0.5 * Theme.textScale)
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
            font.pixelSize: Math.max(1, progress.unit * 0.78 * Theme.textScale)
            font.bold: true
        }
    }
}
