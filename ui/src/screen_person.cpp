#include "screen_person.h"

#include <utility>

#include "computer_seat.h"
#include "level_choices.h"

namespace cribbage::ui {
namespace {

// A seat the person at the screen answers: its questions are theirs.
class ScreenSeat : public SeatPlayer {
public:
    explicit ScreenSeat(ScreenPerson& screen) : screen_(screen) {}

    void ask(const SeatView& view, std::uint64_t /*seed*/, Answer answer) override {
        screen_.ask(view, std::move(answer));
    }
    void withdraw() override { screen_.withdraw(); }
    bool answersAtScreen() const override { return true; }

private:
    ScreenPerson& screen_;
};

}  // namespace

void ScreenPerson::ask(const SeatView& view, SeatPlayer::Answer answer) {
    question_ = view;
    answer_ = std::move(answer);
}

void ScreenPerson::withdraw() {
    question_.reset();
    answer_ = {};
}

void ScreenPerson::answer(const Action& action) {
    if (!question_) {
        return;
    }
    const SeatPlayer::Answer answer = std::exchange(answer_, {});
    question_.reset();
    answer(action);
}

std::unique_ptr<SeatPlayer> playerFor(const SeatFill& fill, ScreenPerson& screen) {
    if (const auto* computer = std::get_if<ComputerLevel>(&fill)) {
        return std::make_unique<ComputerSeat>(computerDecider(computer->level));
    }
    return std::make_unique<ScreenSeat>(screen);
}

}  // namespace cribbage::ui
