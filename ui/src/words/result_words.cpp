#include "words/result_words.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>

#include "words/numbers.h"
#include "words/win_words.h"

namespace cribbage::ui {

ResultText ResultWords::game(const GameWon& won, const std::vector<int>& gamePoints) const {
    std::vector<int> pegged;
    for (int score : won.scores) {
        // Points past the game hole are not pegged: the board stops at the target too.
        pegged.push_back(std::min(score, rules_.target));
    }
    std::vector<int> losers = pegged;
    losers.erase(losers.begin() + won.side);
    const int bestLoser = *std::max_element(losers.begin(), losers.end());
    return {.personWon = seats_.onScreenSide(won.side),
            .title = title(won.side, false),
            .winTitle = WinWords::title(won.kind),
            .score = tr("%1 to %2", "a game's final score")
                         .arg(localeNumber(pegged[static_cast<std::size_t>(won.side)]),
                              localeNumber(bestLoser)),
            .games = games(gamePoints)};
}

ResultText ResultWords::match(const MatchWon& won) const {
    return {.personWon = seats_.onScreenSide(won.side),
            .title = title(won.side, true),
            .winTitle = {},
            .score = {},
            .games = games(won.gamePoints)};
}

QString ResultWords::title(int side, bool match) const {
    if (seats_.onScreenSide(side) && seats_.partners()) {
        return match ? tr("You and your partner win the match!") : tr("You and your partner win!");
    }
    if (seats_.onScreenSide(side)) {
        return match ? tr("You win the match!") : tr("You win!");
    }
    if (seats_.partners() && seats_.tableOfPeople()) {
        const auto [first, second] = seats_.partnerSubjects(side);
        return match ? tr("%1 and %2 win the match").arg(first, second)
                     : tr("%1 and %2 win").arg(first, second);
    }
    if (seats_.partners()) {
        return match ? tr("Your opponents win the match") : tr("Your opponents win");
    }
    const QString winner = seats_.sideSubject(side);
    return match ? tr("%1 wins the match").arg(winner) : tr("%1 wins").arg(winner);
}

QString ResultWords::games(const std::vector<int>& gamePoints) const {
    // A match of one game: the game is the match ("the first to win 1 wins the match").
    if (rules_.matchGames == 1) {
        return {};
    }
    QStringList sides;
    for (int side = 0; side < static_cast<int>(gamePoints.size()); ++side) {
        sides.append(tr("%1 %2", "a side's label and the games it has won")
                         .arg(seats_.sideLabel(side),
                              localeNumber(gamePoints[static_cast<std::size_t>(side)])));
    }
    // Partners' sides are named as lists themselves ("Maria and Tom"): joined by "and" too,
    // "Maria and Tom 0 and Computers 0" read as one list of three.
    const QString list =
        seats_.partners()
            ? tr("%1, %2",
                 "the two sides of partners and their games: 'Maria and Tom 1, Computers 0'")
                  .arg(sides[0], sides[1])
            : QLocale().createSeparatedList(sides);
    // Not "(first to 3)": under "Game 1 · first to 121" it read as points.
    if (rules_.skunk == SkunkRule::Off) {
        return tr("Games won: %1 (the first to win %2 wins the match)")
            .arg(list, localeNumber(rules_.matchGames));
    }
    // A skunk or a lurch is worth more than one game: what is counted is game points.
    return tr("Game points: %1 (the first to %2 wins the match)")
        .arg(list, localeNumber(rules_.matchGames));
}

}  // namespace cribbage::ui
