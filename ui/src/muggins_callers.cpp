// Muggins at a table of people: every person of another side than the counter may call
// muggins on a count, not only the one judging it; before the computer judges a person's
// count, the other people have the chance to call it first (Prompt::MugginsChance).
#include "turn_driver.h"
#include "words/seat_words.h"

namespace cribbage::ui {

std::vector<int> TurnDriver::mugginsCallerSeats() const {
    std::vector<int> seats;
    const Game* game = match_->game();
    if (!game || (prompt_ != Prompt::JudgeCount && prompt_ != Prompt::MugginsChance)) {
        return seats;
    }
    for (int seat = 0; seat < game->rules().players; ++seat) {
        const bool judgingHere = prompt_ == Prompt::JudgeCount && seat == screenSeat();
        if (isPerson(fillAt(seat)) && game->mayCallMuggins(seat) && !judgingHere) {
            seats.push_back(seat);
        }
    }
    return seats;
}

QStringList TurnDriver::mugginsCallers() const {
    const SeatWords seats(scene_->seating());
    QStringList names;
    for (int seat : mugginsCallerSeats()) {
        names.append(seats.label(seat));
    }
    return names;
}

bool TurnDriver::mugginsChance() const {
    const Game& game = *match_->game();
    if (mugginsDeclined_ || game.state().phase != Phase::Show || !game.state().show.claimed ||
        !isPerson(fillAt(game.showCounter())) || isPerson(fillAt(game.awaiting().front()))) {
        return false;
    }
    for (int seat = 0; seat < game.rules().players; ++seat) {
        if (isPerson(fillAt(seat)) && game.mayCallMuggins(seat)) {
            return true;
        }
    }
    return false;
}

void TurnDriver::callMugginsBy(int caller) {
    const std::vector<int> callers = mugginsCallerSeats();
    if (caller < 0 || caller >= static_cast<int>(callers.size())) {
        return;
    }
    const CallMuggins call{callers[static_cast<std::size_t>(caller)]};
    if (prompt_ == Prompt::JudgeCount) {
        screen_.answer(call);
    } else if (!act(call)) {
        updatePrompt();
    }
}

void TurnDriver::noMuggins() {
    if (prompt_ == Prompt::MugginsChance) {
        mugginsDeclined_ = true;
        setRefusal({});
        settle();
    }
}

}  // namespace cribbage::ui
