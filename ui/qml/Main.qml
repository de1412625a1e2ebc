import QtQuick
import QtQuick.Controls
import Cribbage.Ui

ApplicationWindow {
    id: window
    property alias controller: game
    property bool persistent: true
    property string seed: ""
    property int autoplay: 0
    width: 1280; height: 800; visible: true
    GameController { id: game; persistent: window.persistent; seed: window.seed; autoplay: window.autoplay }
    Text { text: game.message + " | " + game.prompt }
}
