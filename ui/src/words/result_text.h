#pragma once

#include <QString>

namespace cribbage::ui {

// A game won, or the match, in words, as the result panel shows it.
struct ResultText {
    bool personWon = false;
    QString title{};     // "You win!", "The computer wins the match"
    QString winTitle{};  // "Skunk"; empty for a plain win
    QString score{};     // "121 to 95"
    QString games{};     // "Games won: you 1, the computer 0 (the first to win 3 wins the match)"

    bool operator==(const ResultText&) const = default;
};

}  // namespace cribbage::ui
