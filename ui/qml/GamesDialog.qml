import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Cribbage.Ui

// The library of games: every game played, finished or not, newest first or as chosen, filtered
// by opponent, level, table, result and date. A game's record is copied or saved to a file, a
// game deleted after a question, and a record imported, pasted or from its file.
Dialog {
    id: dialog

    objectName: "gamesDialog"

    required property GameSession session
    required property real unit

    readonly property Library library: session.library
    readonly property GamesModel games: library.games
    // The id of the game chosen in the list; -1 for none.
    readonly property var chosenId: gameList.currentIndex >= 0 ? games.idAt(gameList.currentIndex) : -1
    // What the last action did, or why it could not.
    property string status: ""

    title: qsTr("Games")
    modal: true
    font.pixelSize: unit * 1.1
    width: Math.min(unit * 56, parent ? parent.width - unit : unit * 56)
    height: parent ? parent.height - unit * 2 : unit * 40
    standardButtons: Dialog.Close
    footer: AccessibleButtonBox {}
    onOpened: gameList.forceActiveFocus()
    onAboutToShow: {
        status = ""
        gameList.chooseFirst()
    }

    // The choices of a filter: `first` ("any"), then one for each of `values`.
    function choicesOf(first, values, textOf) {
        const choices = [first]
        for (let i = 0; i < values.length; ++i)
            choices.push({ text: textOf(values[i]), value: values[i] })
        return choices
    }

    // A filter: a label and its choices [{text, value}], the first "any". What the box shows is
    // always the filter applied: when the choices change (a game deleted or imported), it is
    // "any" again.
    component Filter: ColumnLayout {
        id: filter

        required property string label
        required property var choices
        property alias box: box

        signal chosen(var value)

        spacing: 0
        Layout.fillWidth: true
        Label {
            text: filter.label
            opacity: 0.8
        }
        ComboBox {
            id: box

            Layout.fillWidth: true
            model: filter.choices
            textRole: "text"
            valueRole: "value"
            Accessible.name: filter.label
            onCurrentValueChanged: if (currentValue !== undefined) filter.chosen(currentValue)
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: dialog.unit * 0.5

        GridLayout {
            columns: 4
            columnSpacing: dialog.unit * 0.6
            Layout.fillWidth: true

            Filter {
                objectName: "orderFilter"
                label: qsTr("Order")
                choices: [{ text: qsTr("Newest first"), value: GamesModel.Newest },
                          { text: qsTr("Oldest first"), value: GamesModel.Oldest },
                          { text: qsTr("Most points lost first"), value: GamesModel.MostLost },
                          { text: qsTr("Fewest points lost first"), value: GamesModel.FewestLost }]
                onChosen: value => {
                    dialog.games.order = value
                    gameList.chooseFirst()
                }
            }
            Filter {
                objectName: "opponentFilter"
                label: qsTr("Person")
                choices: dialog.choicesOf({ text: qsTr("Anyone"), value: "" }, dialog.library.opponents,
                                          name => name)
                onChosen: value => {
                    dialog.games.opponent = value
                    gameList.chooseFirst()
                }
            }
            Filter {
                objectName: "levelFilter"
                label: qsTr("Computer")
                choices: {
                    const choices = [{ text: qsTr("Any level"), value: -1 }]
                    const levels = dialog.library.levels
                    for (let i = 0; i < levels.length; ++i)
                        choices.push({ text: levels[i].name, value: levels[i].level })
                    return choices
                }
                onChosen: value => {
                    dialog.games.level = value
                    gameList.chooseFirst()
                }
            }
            Filter {
                objectName: "resultFilter"
                label: qsTr("Result")
                choices: [{ text: qsTr("Any result"), value: GamesModel.Any },
                          { text: qsTr("Won by a person"), value: GamesModel.PersonWon },
                          { text: qsTr("Won by the computer"), value: GamesModel.ComputerWon },
                          { text: qsTr("Not finished"), value: GamesModel.NotFinished }]
                onChosen: value => {
                    dialog.games.outcome = value
                    gameList.chooseFirst()
                }
            }
            Filter {
                objectName: "tableFilter"
                label: qsTr("Table")
                choices: dialog.choicesOf({ text: qsTr("Any table"), value: 0 }, dialog.library.tableSizes,
                                          players => qsTr("%n player(s)", "", players))
                onChosen: value => {
                    dialog.games.players = value
                    gameList.chooseFirst()
                }
            }
            Filter {
                objectName: "targetFilter"
                label: qsTr("Game")
                choices: dialog.choicesOf({ text: qsTr("Any length"), value: 0 }, dialog.library.targets,
                                          target => qsTr("To %1").arg(target))
                onChosen: value => {
                    dialog.games.target = value
                    gameList.chooseFirst()
                }
            }
            Filter {
                objectName: "periodFilter"
                label: qsTr("Played")
                choices: [{ text: qsTr("At any time"), value: GamesModel.Always },
                          { text: qsTr("Today"), value: GamesModel.Today },
                          { text: qsTr("In the last 7 days"), value: GamesModel.Week },
                          { text: qsTr("In the last month"), value: GamesModel.Month },
                          { text: qsTr("In the last year"), value: GamesModel.Year }]
                onChosen: value => {
                    dialog.games.period = value
                    gameList.chooseFirst()
                }
            }
        }

        Label {
            objectName: "gameCount"
            Layout.fillWidth: true
            font.bold: true
            text: dialog.games.total === 0 ? qsTr("No game is listed: play one, or change the filters.")
                                           : qsTr("%n game(s)", "", dialog.games.total)
            wrapMode: Text.WordWrap
        }

        ListView {
            id: gameList

            objectName: "gameList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: dialog.games
            keyNavigationEnabled: true
            highlightMoveDuration: 0
            activeFocusOnTab: true
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Games")
            ScrollBar.vertical: ScrollBar {}
            Keys.onDeletePressed: if (dialog.chosenId >= 0) confirmDelete.open()
            onCountChanged: if (currentIndex < 0 && count > 0) currentIndex = 0

            // The first game, once the list is read afresh (the id chosen is read again).
            function chooseFirst() {
                currentIndex = -1
                currentIndex = count > 0 ? 0 : -1
            }

            delegate: ItemDelegate {
                id: row

                required property int index
                required property var gameId
                required property string date
                required property string players
                required property string rules
                required property string result
                required property string score
                required property string lost

                width: ListView.view.width
                highlighted: ListView.isCurrentItem
                Accessible.name: row.lost === ""
                                 ? qsTr("%1, %2, %3: %4, %5.").arg(row.date).arg(row.players)
                                       .arg(row.rules).arg(row.result).arg(row.score)
                                 : qsTr("%1, %2, %3: %4, %5. %6.").arg(row.date).arg(row.players)
                                       .arg(row.rules).arg(row.result).arg(row.score).arg(row.lost)
                onClicked: {
                    ListView.view.currentIndex = row.index
                    ListView.view.forceActiveFocus()
                }
                contentItem: ColumnLayout {
                    spacing: 0
                    Label {
                        Layout.fillWidth: true
                        text: qsTr("%1 · %2 · %3").arg(row.date).arg(row.players).arg(row.rules)
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        text: row.lost === "" ? qsTr("%1, %2").arg(row.result).arg(row.score)
                                              : qsTr("%1, %2 · %3").arg(row.result).arg(row.score).arg(row.lost)
                        opacity: 0.8
                        elide: Text.ElideRight
                    }
                }
            }
        }

        Label {
            objectName: "status"
            Layout.fillWidth: true
            text: dialog.status !== "" ? dialog.status : dialog.library.notice
            visible: text !== ""
            wrapMode: Text.WordWrap
        }

        RowLayout {
            Layout.fillWidth: true

            Button {
                objectName: "copyButton"
                text: qsTr("&Copy record")
                enabled: dialog.chosenId >= 0
                onClicked: {
                    dialog.library.copyToClipboard(dialog.chosenId)
                    dialog.status = qsTr("The game's record was copied.")
                }
            }
            Button {
                objectName: "saveButton"
                text: qsTr("&Save record…")
                enabled: dialog.chosenId >= 0
                onClicked: {
                    exportDialog.gameId = dialog.chosenId
                    exportDialog.open()
                }
            }
            Button {
                objectName: "deleteButton"
                text: qsTr("&Delete…")
                enabled: dialog.chosenId >= 0
                onClicked: confirmDelete.open()
            }
            Item {
                Layout.fillWidth: true
            }
            Button {
                objectName: "importButton"
                text: qsTr("&Import…")
                onClicked: importDialog.open()
            }
        }
    }

    Dialog {
        id: confirmDelete

        objectName: "confirmDelete"
        anchors.centerIn: parent
        title: qsTr("Delete this game?")
        modal: true
        standardButtons: Dialog.Yes | Dialog.No
        footer: AccessibleButtonBox {}
        width: dialog.unit * 28
        font.pixelSize: dialog.unit * 1.1
        onOpened: standardButton(Dialog.No).forceActiveFocus()
        onAccepted: {
            const error = dialog.library.remove(dialog.chosenId)
            dialog.status = error !== "" ? error : qsTr("The game was deleted.")
            gameList.chooseFirst()
            gameList.forceActiveFocus()
        }
        onRejected: gameList.forceActiveFocus()

        Label {
            width: confirmDelete.availableWidth
            text: qsTr("The game and its record are removed from your library for good.")
            wrapMode: Text.WordWrap
        }
    }

    Dialog {
        id: exportDialog

        property var gameId: -1

        objectName: "exportDialog"
        anchors.centerIn: parent
        title: qsTr("Save the game's record")
        modal: true
        standardButtons: Dialog.Save | Dialog.Cancel
        footer: AccessibleButtonBox {}
        width: dialog.unit * 36
        font.pixelSize: dialog.unit * 1.1
        onAboutToShow: exportFile.text = dialog.library.suggestedFile(gameId)
        onOpened: exportFile.forceActiveFocus()
        onAccepted: {
            const error = dialog.library.exportToFile(gameId, exportFile.text)
            dialog.status = error !== "" ? error : qsTr("The game's record was saved to %1.").arg(exportFile.text)
            gameList.forceActiveFocus()
        }
        onRejected: gameList.forceActiveFocus()

        ColumnLayout {
            width: exportDialog.availableWidth

            Label {
                text: qsTr("File")
            }
            TextField {
                id: exportFile

                objectName: "exportFile"
                Layout.fillWidth: true
                Accessible.name: qsTr("File")
                selectByMouse: true
                onAccepted: exportDialog.accept()
            }
        }
    }

    Dialog {
        id: importDialog

        objectName: "importDialog"
        anchors.centerIn: parent
        title: qsTr("Import a game")
        modal: true
        width: dialog.unit * 40
        height: Math.min(dialog.unit * 30, dialog.height)
        font.pixelSize: dialog.unit * 1.1
        onAboutToShow: importError.text = ""
        onOpened: importText.forceActiveFocus()
        // The dialog stays open on an error: the record is there to be mended.
        function tryImport() {
            const error = importFile.text !== "" ? dialog.library.importFile(importFile.text)
                                                 : dialog.library.importText(importText.text)
            if (error !== "") {
                importError.text = error
                return
            }
            dialog.status = qsTr("The game was imported.")
            importText.text = ""
            importFile.text = ""
            close()
            gameList.chooseFirst()
        }
        onClosed: gameList.forceActiveFocus()

        ColumnLayout {
            anchors.fill: parent

            Label {
                Layout.fillWidth: true
                text: qsTr("Paste a game's record here, or give the name of its file.")
                wrapMode: Text.WordWrap
            }
            ScrollView {
                Layout.fillWidth: true
                Layout.fillHeight: true

                TextArea {
                    id: importText

                    objectName: "importText"
                    Accessible.name: qsTr("Record")
                    placeholderText: qsTr("Record")
                    font.family: "monospace"
                    selectByMouse: true
                    KeyNavigation.priority: KeyNavigation.BeforeItem
                    KeyNavigation.tab: importFile
                }
            }
            TextField {
                id: importFile

                objectName: "importFile"
                Layout.fillWidth: true
                Accessible.name: qsTr("File")
                placeholderText: qsTr("File")
                selectByMouse: true
                onAccepted: importDialog.tryImport()
            }
            Label {
                id: importError

                objectName: "importError"
                Layout.fillWidth: true
                visible: text !== ""
                font.bold: true
                wrapMode: Text.WordWrap
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight

                Button {
                    objectName: "importRecordButton"
                    text: qsTr("Import")
                    onClicked: importDialog.tryImport()
                }
                Button {
                    text: qsTr("Cancel")
                    onClicked: importDialog.close()
                }
            }
        }
    }
}
