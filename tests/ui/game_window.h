#pragma once

class QQmlApplicationEngine;
class QQuickWindow;

namespace cribbage::ui::test {

// The game's window as the game loads it, in English, with Qt's Basic style, no files kept
// and the deal of seed 3, shown; nullptr when it could not be loaded or shown.
QQuickWindow* loadGameWindow(QQmlApplicationEngine& engine);

}  // namespace cribbage::ui::test
