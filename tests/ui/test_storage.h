#pragma once

#include <QTemporaryDir>
#include <functional>
#include <vector>

#include "autoplayer.h"
#include "decider.h"
#include "game_session.h"

namespace cribbage::ui::test {

// The person's seat and the computer's in the tests' two-player games.
inline constexpr int kPersonSeat = 0;
inline constexpr int kComputerSeat = 1;

// Seats `people` are people named "Person <seat>"; the others are computers.
void seatPeople(GameSettings& settings, int players, const std::vector<int>& people);

// Every seat the computer fills played by `decider`, whatever its level.
TurnDriver::PlayerFactory computersPlayedBy(Decider decider);

// A game session for tests: its settings and save in `directory`, or a fresh temporary folder
// (written only when persistent), animations instant, and the computer (and the person,
// while the autoplayer has moves to make) played by `decider`.
class TestTable {
public:
    explicit TestTable(Decider decider, bool persistent = false, const QString& directory = {});

    GameSession& session() { return session_; }
    TurnDriver& turn() { return *session_.turn(); }
    Scene& scene() { return *session_.scene(); }
    app::Autoplayer& autoplayer() { return autoplayer_; }
    QString directory() const { return directory_.path(); }
    // Waits until the game waits for the person (or is over); false on a timeout.
    bool waitForPerson(int timeoutMs = 10000);
    // Lets the decider act for the person until the match is over.
    bool playMatch(int timeoutMs = 60000);
    // Lets the decider act for the person, one decision at a time, until `done` holds when
    // the game waits for the person; false if it never does within `decisions`.
    bool playUntil(const std::function<bool()>& done, int decisions = 400);
    // Lets the decider make the person's next `decisions` and waits until it is done.
    bool autoplay(int decisions);

private:
    QTemporaryDir directory_;
    GameSession session_;
    app::Autoplayer autoplayer_;
};

}  // namespace cribbage::ui::test

#include "scene_state.h"

namespace cribbage::ui {
// For QCOMPARE: the scene in words.
char* toString(const SceneState& scene);
}  // namespace cribbage::ui
