// What the person may do now, in words, for the panel beside the table.
#include "turn_driver.h"
#include "words/seat_words.h"

namespace cribbage::ui {

void TurnDriver::updatePromptText() {
    const QString text = describePrompt();
    if (promptText_ != text) {
        promptText_ = text;
        emit promptTextChanged();
    }
}

QString TurnDriver::describePrompt() const {
    const Game* game = match_->game();
    if (!game) {
        return {};
    }
    const SeatWords seats(scene_->seating());
    // At a table of people, the prompt names whom it speaks to.
    const QString screenName = seats.subject(screenSeat());
    const auto& state = game->state();
    switch (prompt_) {
        case Prompt::None:
            return {};
        case Prompt::Wait: {
            const auto awaiting = game->awaiting();
            const int seat = awaiting.empty() ? state.dealer : awaiting.front();
            return thinking()          ? tr("%1 is thinking…").arg(seats.subject(seat))
                   : seats.named(seat) ? tr("Waiting for %1.", "%1 is a name").arg(seats.name(seat))
                                       : tr("Waiting for %1.").arg(seats.name(seat));
        }
        case Prompt::Pass:
            return tr("Pass the screen to %1. Every hand is face down until %1 is ready.")
                .arg(passingTo());
        case Prompt::Cut:
            if (seats.tableOfPeople()) {
                return state.phase == Phase::CutForDeal
                           ? tr("%1, cut the pack: the lowest card deals.").arg(screenName)
                           : tr("%1, cut the pack for the starter.").arg(screenName);
            }
            return state.phase == Phase::CutForDeal ? tr("Cut the pack: the lowest card deals.")
                                                    : tr("Cut the pack for the starter.");
        case Prompt::Deal:
            return seats.tableOfPeople() ? tr("Your deal, %1.").arg(screenName) : tr("Your deal.");
        case Prompt::LayAway:
            return describeLayAway(seats, screenName);
        case Prompt::Play:
            return seats.tableOfPeople() ? tr("Your turn, %1: play a card.").arg(screenName)
                                         : tr("Your turn: play a card.");
        case Prompt::Go:
            return seats.tableOfPeople()
                       ? tr("%1, no card of yours fits under 31: say Go.").arg(screenName)
                       : tr("No card of yours fits under 31: say Go.");
        case Prompt::ClaimCount:
            return seats.tableOfPeople() ? tr("%1, count your cards.").arg(screenName)
                                         : tr("Count your cards.");
        case Prompt::JudgeCount:
        case Prompt::MugginsChance:
            return tr("%1 claims %n point(s).", "", claimedPoints())
                .arg(seats.subject(game->showCounter()));
        case Prompt::Continue:
            return tr("The hands are counted.");
        case Prompt::NextGame:
            return tr("The game is over.");
        case Prompt::MatchOver:
            return tr("The match is over.");
    }
    return {};
}

QString TurnDriver::describeLayAway(const SeatWords& seats, const QString& screenName) const {
    const int wanted = cardsToLayAway();
    const int dealer = match_->game()->state().dealer;
    if (seats.tableOfPeople()) {
        return dealer == screenSeat()
                   ? tr("%1, choose %n card(s) for your crib (%2 chosen).", "", wanted)
                         .arg(screenName)
                         .arg(selectedCount())
               : seats.named(dealer)
                   ? tr("%1, choose %n card(s) for the crib of %2 (%3 chosen).", "%2 is a name",
                        wanted)
                         .arg(screenName, seats.name(dealer))
                         .arg(selectedCount())
                   : tr("%1, choose %n card(s) for the crib of %2 (%3 chosen).", "", wanted)
                         .arg(screenName, seats.name(dealer))
                         .arg(selectedCount());
    }
    return dealer == screenSeat()
               ? tr("Choose %n card(s) for your crib (%1 chosen).", "", wanted).arg(selectedCount())
               : tr("Choose %n card(s) for the crib of %1 (%2 chosen).", "", wanted)
                     .arg(seats.name(dealer))
                     .arg(selectedCount());
}

}  // namespace cribbage::ui
