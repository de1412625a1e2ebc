pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Table
import Cribbage.Ui

// The rules the game plays by (docs/rules.md, shortened), in sections: a list of them and a
// reading pane. The worked examples are drawn with the table's cards, their points counted by
// the core (RuleExamples).
Dialog {
    id: dialog

    objectName: "rulesDialog"

    required property real unit
    property int section: 0

    readonly property RuleBook book: RuleBook {}

    title: qsTr("Rules")
    modal: true
    standardButtons: Dialog.Close
    footer: AccessibleButtonBox {}
    font.pixelSize: unit * 1.0
    width: Math.min(unit * 56, parent ? parent.width - unit : unit * 56)
    height: parent ? parent.height - unit * 2 : unit * 40
    onSectionChanged: reading.contentY = 0

    component ExampleCard: Card {
        width: dialog.unit * 3.4
        interactive: false
        activeFocusOnTab: false
    }

    RowLayout {
        anchors.fill: parent
        spacing: dialog.unit

        ListView {
            id: sectionList

            objectName: "ruleSections"
            Layout.preferredWidth: dialog.unit * 12
            Layout.fillHeight: true
            model: dialog.book.sections
            currentIndex: dialog.section
            keyNavigationEnabled: true
            activeFocusOnTab: true
            clip: true
            onCurrentIndexChanged: dialog.section = currentIndex

            delegate: ItemDelegate {
                id: entry

                required property var modelData
                required property int index

                width: ListView.view.width
                text: modelData.title
                highlighted: ListView.isCurrentItem
                topPadding: dialog.unit * 0.4
                bottomPadding: dialog.unit * 0.4
                onClicked: dialog.section = index
                // A long title takes two lines rather than losing its end.
                contentItem: Label {
                    text: entry.text
                    font: entry.font
                    wrapMode: Text.WordWrap
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }

        Flickable {
            id: reading

            objectName: "ruleReading"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: page.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                policy: reading.contentHeight > reading.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            Column {
                id: page

                width: reading.width - dialog.unit
                spacing: dialog.unit * 0.7

                Label {
                    objectName: "ruleTitle"
                    text: dialog.book.sections[dialog.section].title
                    font.bold: true
                    font.pixelSize: dialog.unit * 1.3
                }
                Repeater {
                    model: dialog.book.sections[dialog.section].paragraphs

                    Label {
                        required property string modelData

                        objectName: "ruleParagraph"
                        width: page.width
                        text: modelData
                        wrapMode: Text.WordWrap
                    }
                }
                Flow {
                    objectName: "rankExamples"
                    visible: dialog.book.sections[dialog.section].examples === "ranks"
                    width: page.width
                    spacing: dialog.unit * 0.3

                    Repeater {
                        model: parent.visible ? RuleExamples.ranks : []

                        Column {
                            id: rank

                            required property var modelData

                            spacing: dialog.unit * 0.1

                            ExampleCard {
                                width: dialog.unit * 2.6
                                name: rank.modelData.card
                            }
                            Label {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: rank.modelData.value
                                font.pixelSize: dialog.unit * 0.85
                            }
                        }
                    }
                }
                Repeater {
                    model: dialog.book.sections[dialog.section].examples === "play" ? RuleExamples.play : []

                    Column {
                        id: series

                        required property var modelData

                        objectName: "playExample"
                        width: page.width
                        spacing: dialog.unit * 0.3

                        Row {
                            spacing: dialog.unit * 0.4

                            Repeater {
                                model: series.modelData.cards

                                Column {
                                    id: laid

                                    required property string modelData
                                    required property int index

                                    spacing: dialog.unit * 0.1

                                    ExampleCard {
                                        name: laid.modelData
                                    }
                                    Label {
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        text: qsTr("count %1").arg(series.modelData.counts[laid.index])
                                        font.pixelSize: dialog.unit * 0.85
                                    }
                                    Label {
                                        objectName: "playPoints"
                                        anchors.horizontalCenter: parent.horizontalCenter
                                        readonly property int points: series.modelData.points[laid.index]
                                        text: points > 0 ? qsTr("+%1").arg(points) : qsTr("nothing")
                                        font.bold: points > 0
                                        font.pixelSize: dialog.unit * 0.85
                                    }
                                }
                            }
                        }
                        Label {
                            width: page.width
                            text: series.modelData.note
                            wrapMode: Text.WordWrap
                            opacity: 0.85
                        }
                    }
                }
                Repeater {
                    model: dialog.book.sections[dialog.section].examples === "show" ? RuleExamples.show : []

                    Row {
                        id: shown

                        required property var modelData

                        objectName: "showExample"
                        spacing: dialog.unit * 0.3

                        Repeater {
                            model: shown.modelData.hand

                            ExampleCard {
                                required property string modelData

                                name: modelData
                            }
                        }
                        // Set a little apart from the hand, and named.
                        Column {
                            leftPadding: dialog.unit * 0.5
                            spacing: dialog.unit * 0.1

                            ExampleCard {
                                name: shown.modelData.starter
                            }
                            Label {
                                anchors.horizontalCenter: parent.horizontalCenter
                                anchors.horizontalCenterOffset: parent.leftPadding / 2
                                text: qsTr("starter")
                                font.pixelSize: dialog.unit * 0.85
                            }
                        }
                        Label {
                            objectName: "showCount"
                            width: page.width - x
                            leftPadding: dialog.unit * 0.5
                            text: (shown.modelData.crib ? qsTr("The crib with the starter: %1 (%2).")
                                                        : qsTr("The hand with the starter: %1 (%2)."))
                                  .arg(shown.modelData.count).arg(shown.modelData.total)
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }
    }
}
