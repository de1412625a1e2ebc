import QtQuick

// The board's wooden slab: a rounded plank with a warm gradient, faint grain and a bevel.
Item {
    id: wood

    required property real unit

    readonly property real corner: unit * 0.7
    readonly property real edge: Math.max(1, unit * 0.12)

    Rectangle {
        objectName: "slab"
        anchors.fill: parent
        radius: wood.corner
        border.color: Theme.boardEdge
        border.width: wood.edge
        gradient: Gradient {
            GradientStop {
                position: 0
                color: Theme.woodLight
            }
            GradientStop {
                position: 0.55
                color: Theme.woodMid
            }
            GradientStop {
                position: 1
                color: Theme.woodDark
            }
        }
    }

    Canvas {
        id: grain

        anchors.fill: parent
        anchors.margins: wood.edge
        visible: !Theme.highContrast
        opacity: 0.14
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()

        // The same grain every time: a Park-Miller generator with a fixed seed.
        onPaint: {
            const context = getContext("2d")
            context.reset()
            if (width <= 0 || height <= 0)
                return
            let seed = 7
            const random = () => {
                seed = seed * 16807 % 2147483647
                return seed / 2147483647
            }
            context.beginPath()
            context.roundedRect(0, 0, width, height, wood.corner, wood.corner)
            context.clip()
            context.strokeStyle = Theme.woodGrain
            const lines = 28
            const segments = 7
            for (let line = 0; line < lines; ++line) {
                let y = height * (line + random()) / lines
                context.lineWidth = wood.unit * (0.02 + 0.06 * random())
                context.beginPath()
                context.moveTo(0, y)
                for (let segment = 1; segment <= segments; ++segment) {
                    const x = width * segment / segments
                    const bend = (random() - 0.5) * wood.unit * 0.6
                    y += (random() - 0.5) * wood.unit * 0.15
                    context.quadraticCurveTo(x - width / segments / 2, y + bend, x, y)
                }
                context.stroke()
            }
        }
    }

    Rectangle {
        // A bevel: light catching the inner edge of the slab.
        anchors.fill: parent
        anchors.margins: wood.edge * 1.6
        radius: wood.corner - wood.edge
        color: "transparent"
        border.color: Qt.rgba(1, 1, 1, 0.14)
        border.width: Math.max(1, wood.unit * 0.05)
    }
}
