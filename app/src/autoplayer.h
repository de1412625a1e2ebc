#pragma once

#include <QObject>

#include "decider.h"
#include "game_session.h"

namespace cribbage::app {

// Plays the person's side for the scripted runs (--autoplay, --autoplay-games) and the tests:
// a computer player decides, and the decision is made through the turn driver's moves, the
// same a person makes by clicking. Each decision draws on the generator the computer's own
// decisions use at that moment of the game, so a seeded run deals and plays the same way
// every time.
class Autoplayer : public QObject {
    Q_OBJECT

public:
    Autoplayer(ui::GameSession* session, ui::Decider decider, QObject* parent = nullptr);

    enum class AtMatchEnd { NewMatch, Stop };

    // Makes the person's next `decisions` moves (going on after a count or a game is not
    // one; a new match is, unless `atMatchEnd` says to stop there); 0 stops.
    void play(int decisions, AtMatchEnd atMatchEnd = AtMatchEnd::NewMatch);
    int remaining() const { return remaining_; }

signals:
    void remainingChanged();

private:
    void move();
    void moveOnce();
    void make(const Action& action);
    void countOne();

    ui::GameSession* session_;
    ui::Decider decider_;
    int remaining_ = 0;
    AtMatchEnd atMatchEnd_ = AtMatchEnd::NewMatch;
    bool moving_ = false;
    bool again_ = false;
};

}  // namespace cribbage::app
