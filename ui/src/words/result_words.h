#pragma once

#include <QCoreApplication>
#include <utility>
#include <vector>

#include "cribbage/event.h"
#include "cribbage/rules.h"
#include "words/result_text.h"
#include "words/seat_words.h"

namespace cribbage::ui {

// The result panel's words for a game won, or the match.
class ResultWords {
    Q_DECLARE_TR_FUNCTIONS(ResultWords)

public:
    ResultWords(SeatWords seats, RuleSettings rules) : seats_(std::move(seats)), rules_(rules) {}

    // `gamePoints`: each side's game points once the game is scored.
    ResultText game(const GameWon& won, const std::vector<int>& gamePoints) const;
    ResultText match(const MatchWon& won) const;
    // "Games won: You 1, Computer 0 (the first to win 3 wins the match)"; nothing when the
    // match is one game.
    QString games(const std::vector<int>& gamePoints) const;

private:
    QString title(int side, bool match) const;

    SeatWords seats_;
    RuleSettings rules_;
};

}  // namespace cribbage::ui
