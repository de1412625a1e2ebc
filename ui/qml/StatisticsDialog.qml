import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// The statistics of the person playing the computer and of each named person of a table of
// people, per computer level and size of table, with the trend of the last deals, the
// computer's games against each player, and the counting practice. A named person can be
// renamed or removed, and everything reset, each after a question.
Dialog {
    id: dialog

    objectName: "statisticsDialog"

    required property GameSession session
    required property real unit

    readonly property Statistics statistics: session.statistics
    // A trend wants two deals at least ("each of your last 2 deals").
    readonly property bool trendShown: statistics.recentDeals.length >= 2

    title: qsTr("Statistics")
    modal: true
    font.pixelSize: unit * 1.1
    width: Math.min(unit * 40, parent ? parent.width - unit : unit * 40)
    height: Math.min(implicitHeight, parent ? parent.height - unit : implicitHeight)
    standardButtons: Dialog.Reset | Dialog.Close
    footer: AccessibleButtonBox {}
    onReset: confirmReset.open()
    Component.onCompleted: {
        const reset = dialog.standardButton(Dialog.Reset)
        reset.text = qsTr("Reset statistics…")
        reset.objectName = "resetButton"
    }
    // The figures of the level played now, when there are any.
    onAboutToShow: dialog.statistics.show(dialog.session.settings.level)

    component Heading: Label {
        Layout.columnSpan: 2
        Layout.topMargin: font.pixelSize * 0.4
        font.bold: true
    }

    component Figures: Repeater {
        Label {
            required property var modelData
            required property int index

            Layout.fillWidth: index % 2 === 1
            text: index % 2 === 0 ? modelData.label : modelData.value
            opacity: index % 2 === 0 ? 0.8 : 1
            wrapMode: Text.WordWrap
        }
    }

    // Each row {label, value} as two cells of the grid.
    function cells(rows) {
        const cells = []
        for (const row of rows)
            cells.push(row, row)
        return cells
    }

    Flickable {
        id: scroller

        anchors.fill: parent
        implicitHeight: grid.implicitHeight
        contentHeight: grid.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: scroller.contentHeight > scroller.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        GridLayout {
            id: grid

            width: scroller.width - dialog.unit
            columns: 2
            columnSpacing: dialog.unit
            rowSpacing: dialog.unit * 0.3

            Label {
                objectName: "statisticsNotice"
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: text !== ""
                text: dialog.statistics.notice
                wrapMode: Text.WordWrap
                color: "#8a5a00"
            }
            Label {
                objectName: "noFigures"
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: dialog.statistics.tables.length === 0
                text: qsTr("No deals played yet: your figures begin with your first deal.")
                wrapMode: Text.WordWrap
            }
            ChoiceBox {
                objectName: "tableBox"
                Layout.columnSpan: 2
                visible: dialog.statistics.tables.length > 0
                model: dialog.statistics.tables
                currentIndex: dialog.statistics.shownTable
                onActivated: index => dialog.statistics.shownTable = index
            }
            Figures {
                objectName: "tableFigures"
                model: dialog.cells(dialog.statistics.figures)
            }
            Flow {
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: dialog.statistics.shownPerson !== ""
                spacing: dialog.unit * 0.5

                AccessibleButton {
                    objectName: "renameButton"
                    text: qsTr("Rename %1…").arg(dialog.statistics.shownPerson)
                    onClicked: rename.ask(dialog.statistics.shownPerson)
                }
                AccessibleButton {
                    objectName: "removeButton"
                    text: qsTr("Remove %1…").arg(dialog.statistics.shownPerson)
                    onClicked: {
                        confirmRemove.person = dialog.statistics.shownPerson
                        confirmRemove.open()
                    }
                }
            }

            Heading {
                visible: dialog.statistics.rivals.length > 0
                text: qsTr("The computer at this level against each player")
            }
            Figures {
                objectName: "rivalFigures"
                model: dialog.cells(dialog.statistics.rivals)
            }

            Heading {
                visible: dialog.trendShown
                text: dialog.statistics.shownPerson === ""
                      ? qsTr("Your points in each of your last %n deal(s)", "", dialog.statistics.recentDeals.length)
                      : qsTr("%1: points in each of the last %n deal(s)", "a person's name",
                             dialog.statistics.recentDeals.length).arg(dialog.statistics.shownPerson)
            }
            DealTrendChart {
                objectName: "trendChart"
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: dialog.trendShown
                points: dialog.statistics.recentDeals
                unit: dialog.unit
            }
            Label {
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: dialog.statistics.recentDeals.length >= 4
                font.pixelSize: dialog.unit * 0.85
                opacity: 0.8
                wrapMode: Text.WordWrap
                text: qsTr("The red lines are your average in the older and the newer half of these deals.")
            }

            Heading { text: qsTr("Counting practice") }
            Figures {
                objectName: "practiceFigures"
                model: dialog.cells(dialog.statistics.practice)
            }
        }
    }

    RenamePersonDialog {
        id: rename

        session: dialog.session
        unit: dialog.unit
    }

    Dialog {
        id: confirmRemove

        property string person

        objectName: "confirmRemove"
        anchors.centerIn: parent
        title: qsTr("Remove %1?").arg(person)
        modal: true
        standardButtons: Dialog.Yes | Dialog.No
        footer: AccessibleButtonBox {}
        width: dialog.unit * 28
        font.pixelSize: dialog.unit * 1.1
        onAccepted: dialog.session.removePerson(person)

        Label {
            width: confirmRemove.availableWidth
            wrapMode: Text.WordWrap
            text: qsTr("Every figure kept for %1 is forgotten, and no seat offers the name any longer. This cannot be undone.").arg(confirmRemove.person)
        }
    }

    Dialog {
        id: confirmReset

        objectName: "confirmReset"
        anchors.centerIn: parent
        title: qsTr("Reset your statistics?")
        modal: true
        standardButtons: Dialog.Yes | Dialog.No
        footer: AccessibleButtonBox {}
        width: dialog.unit * 28
        font.pixelSize: dialog.unit * 1.1
        onAccepted: dialog.statistics.reset()

        Label {
            width: confirmReset.availableWidth
            wrapMode: Text.WordWrap
            text: qsTr("Every figure, of every player and level and of the counting practice, is forgotten. This cannot be undone.")
        }
    }
}
