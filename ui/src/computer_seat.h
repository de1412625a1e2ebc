#pragma once

#include <QFutureWatcher>
#include <optional>

#include "decider.h"
#include "seat_player.h"

namespace cribbage::ui {

// A seat the computer fills: each decision is made on a worker thread and answered on the
// GUI thread. Each draws on its own generator, seeded by the game and the moment, so that a
// game resumed from its save goes on as it would have.
class ComputerSeat : public SeatPlayer {
public:
    explicit ComputerSeat(Decider decider);
    // Waits for a decision being made.
    ~ComputerSeat() override;

    // A question asked while a withdrawn one is still being decided waits for that one.
    void ask(const SeatView& view, std::uint64_t seed, Answer answer) override;
    void withdraw() override;
    bool answersAtScreen() const override { return false; }

private:
    struct Question {
        SeatView view;
        std::uint64_t seed = 0;
        Answer answer;
    };
    void start(Question question);
    void decided();

    Decider decider_;
    QFutureWatcher<Action> watcher_;
    bool deciding_ = false;
    Answer answer_;  // of the decision being made; empty once withdrawn
    std::optional<Question> next_;
};

}  // namespace cribbage::ui
