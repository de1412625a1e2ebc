import QtQuick

// A hole drilled in the board, with a brass rim, centred on `centre`.
Rectangle {
    id: hole

    required property point centre
    required property real diameter

    x: centre.x - width / 2
    y: centre.y - height / 2
    width: diameter
    height: diameter
    radius: width / 2
    gradient: Gradient {
        GradientStop {
            position: 0
            color: Theme.holeRim
        }
        GradientStop {
            position: 1
            color: Theme.holeRimLight
        }
    }

    Rectangle {
        anchors.centerIn: parent
        width: parent.width * 0.66
        height: width
        radius: width / 2
        gradient: Gradient {
            GradientStop {
                position: 0
                color: Theme.holeDepth
            }
            GradientStop {
                position: 1
                color: Qt.lighter(Theme.holeDepth, 1.8)
            }
        }
    }
}
