import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// The window: the table, the peg board under it, the panel beside them.
ApplicationWindow {
    id: window

    property alias session: game
    property bool persistent: true
    property string seed: ""
    // Where the game keeps its files; empty for the system's place for them.
    property string storageDirectory: ""
    // A dialog open from the start, for a picture of it: "settings", "statistics", "games", "practice",
    // "rules", "shortcuts", "about", "review" or "match" (New match); "guide" starts the guided
    // game.
    property string openedDialog: ""

    // --font-size was given: the words follow that font this run, whatever the text size chosen.
    property bool fontSizeGiven: false
    // How much larger than usual the words are: as chosen in Settings, else as the system's font
    // is (SystemFont).
    readonly property real textScale: game.settings.appearance.textSize > 0 && !fontSizeGiven
                                      ? game.settings.appearance.textSize / 100 : SystemFont.scale
    // The size of the words: the window's, times textScale.
    readonly property real unit: Math.min(width / 64, height / 40) * textScale

    width: 1280
    height: 800
    // Fits a 1920x1080 screen at a 200% scale (960x540, less a title bar and a panel). Smaller,
    // the words would be too small to read: a size asked for below it (--size 640x400, where no
    // window manager keeps the minimum) is raised to it, and nothing is lost.
    minimumWidth: 900
    minimumHeight: 480
    onWidthChanged: if (width < minimumWidth) width = minimumWidth
    onHeightChanged: if (height < minimumHeight) height = minimumHeight
    visible: true
    title: qsTr("Cribbage")
    color: Theme.feltDark
    Component.onCompleted: {
        // The keys work at once (Enter to deal, L to lay away), with no click first: a window
        // manager may leave a new window inactive, and its shortcuts act only in the active
        // window; the table's keys reach the pack or the hand only once its content has the focus.
        requestActivate()
        contentItem.forceActiveFocus()
        const dialogs = { settings: settingsDialog, statistics: statisticsDialog, games: gamesDialog, practice: practiceDialog,
                          shortcuts: shortcutsDialog, about: aboutDialog, rules: rulesDialog,
                          review: reviewDialog }
        dialogs[openedDialog]?.open()
        // Asked, or begun, once the command line's number of players is set, which is after this.
        if (openedDialog === "match")
            Qt.callLater(() => newGameDialog.ask(true))
        if (openedDialog === "guide")
            Qt.callLater(() => game.guide.begin())
        // The guided first game is offered once, on the first launch of a real game.
        if (openedDialog === "" && persistent && seed === "" && !game.settings.coaching.guideOffered) {
            game.settings.coaching.guideOffered = true
            guideOfferDialog.open()
        }
    }

    // The words drawn on the felt, the board and the panel grow with them.
    Binding {
        target: Theme
        property: "textScale"
        value: window.textScale
    }

    GameSession {
        id: game

        storageDirectory: window.storageDirectory
        persistent: window.persistent
        seed: window.seed
    }

    menuBar: MenuBar {
        font.pixelSize: window.unit * 0.9
        // Named and pressed by a screen reader that started after the window (see ShortcutMenuItem).
        delegate: MenuBarItem {
            id: title

            Accessible.name: KeyNames.withoutMnemonic(text)
            Accessible.onPressAction: title.clicked()
        }
        GameMenu {
            newGameDialog: newGameDialog
            session: game
            font.pixelSize: window.unit * 0.9
            onSettingsRequested: settingsDialog.open()
            onStatisticsRequested: statisticsDialog.open()
            onGamesRequested: gamesDialog.open()
            onPracticeRequested: practiceDialog.open()
            onReviewRequested: reviewDialog.open()
        }
        HelpMenu {
            font.pixelSize: window.unit * 0.9
            onGuideRequested: game.guide.begin()
            onRulesRequested: rulesDialog.open()
            onShortcutsRequested: shortcutsDialog.open()
            onAboutRequested: aboutDialog.open()
        }
    }

    // The felt fills the window: the table on the left with the peg board under it, and the
    // side panel the whole height on the right.
    Rectangle {
        id: felt

        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0; color: Theme.felt }
            GradientStop { position: 1; color: Qt.darker(Theme.felt, 1.25) }
        }

        Table {
            id: table

            objectName: "table"
            session: game
            anchors.left: parent.left
            anchors.top: parent.top
            anchors.bottom: boardStrip.top
            width: parent.width * 0.76
            onPegged: (side, points, reason) => boardStrip.board.announce(side, points, reason)
        }

        BoardStrip {
            id: boardStrip

            session: game
            anchors.left: parent.left
            anchors.bottom: parent.bottom
            width: table.width
            // Up to a fifth of the window's height (a third track needs a little more).
            maxHeight: felt.height * (boardStrip.board.players > 2 ? 0.25 : 0.2)
        }

        SidePanel {
            objectName: "sidePanel"
            session: game
            cutFraction: table.deck.cutFraction
            onReviewRequested: reviewDialog.open()
            onRulesRequested: rulesDialog.open()
            anchors.left: table.right
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.bottom: parent.bottom
        }

        ResultPanel {
            objectName: "resultPanel"
            result: game.scene.result
            turn: game.turn
            unit: window.unit
            maxWidth: table.width - window.unit
            anchors.centerIn: table
        }

        PassScreen {
            objectName: "passScreen"
            turn: game.turn
            unit: window.unit
            boxArea: table.layout.passRect
            anchors.fill: parent
        }
    }

    NewGameDialog {
        id: newGameDialog

        objectName: "newGameDialog"
        session: game
        unit: window.unit
        anchors.centerIn: parent
    }

    DialogLoader {
        id: settingsDialog

        objectName: "settingsDialogLoader"
        dialog: Qt.resolvedUrl("SettingsDialog.qml")
        unit: window.unit
        session: game
    }

    DialogLoader {
        id: statisticsDialog

        dialog: Qt.resolvedUrl("StatisticsDialog.qml")
        unit: window.unit
        session: game
    }

    DialogLoader {
        id: gamesDialog

        dialog: Qt.resolvedUrl("GamesDialog.qml")
        unit: window.unit
        session: game
    }

    DialogLoader {
        id: practiceDialog

        dialog: Qt.resolvedUrl("PracticeDialog.qml")
        unit: window.unit
        session: game
    }

    DialogLoader {
        id: reviewDialog

        dialog: Qt.resolvedUrl("ReviewDialog.qml")
        unit: window.unit
        session: game
    }

    DialogLoader {
        id: guideOfferDialog

        dialog: Qt.resolvedUrl("GuideOfferDialog.qml")
        unit: window.unit
        session: game
    }

    DialogLoader {
        id: shortcutsDialog

        dialog: Qt.resolvedUrl("ShortcutsDialog.qml")
        unit: window.unit
    }

    DialogLoader {
        id: aboutDialog

        objectName: "aboutDialogLoader"
        dialog: Qt.resolvedUrl("AboutDialog.qml")
        unit: window.unit
    }

    DialogLoader {
        id: rulesDialog

        objectName: "rulesDialogLoader"
        dialog: Qt.resolvedUrl("RulesDialog.qml")
        unit: window.unit
    }
}
