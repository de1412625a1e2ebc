#pragma once

#include <QTemporaryDir>
#include <functional>

#include "decider.h"
#include "game_controller.h"

namespace cribbage::ui::test {

// A controller for tests: its settings and save in a fresh temporary folder (written only
// when persistent), animations instant, and the computer (and the person, while autoplay lasts)
// played by `decider`.
class TestTable {
public:
    explicit TestTable(Decider decider, bool persistent = false);

    GameController& controller() { return controller_; }
    QString directory() const { return directory_.path(); }
    // Waits until the game waits for the person (or is over); false on a timeout.
    bool waitForPerson(int timeoutMs = 10000);
    // Lets the decider act for the person until the match is over.
    bool playMatch(int timeoutMs = 60000);
    // Lets the decider act for the person, one decision at a time, until `done` holds when
    // the game waits for the person; false if it never does within `decisions`.
    bool playUntil(const std::function<bool()>& done, int decisions = 400);

private:
    QTemporaryDir directory_;
    GameController controller_;
};

}  // namespace cribbage::ui::test

#include "table_state.h"

namespace cribbage::ui {
// For QCOMPARE: the table in words.
char* toString(const TableState& table);
}  // namespace cribbage::ui
