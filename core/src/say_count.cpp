// The show count in words, as players say it aloud.

#include <string_view>

#include "cribbage/hand_score.h"

namespace cribbage {
namespace {

std::string numberWords(int n) {
    static constexpr std::array<std::string_view, 20> kUnits{
        "zero",     "one",     "two",     "three",     "four",     "five",    "six",
        "seven",    "eight",   "nine",    "ten",       "eleven",   "twelve",  "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
    static constexpr std::array<std::string_view, 10> kTens{
        "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
    if (n < 0 || n >= 100) {
        return std::to_string(n);
    }
    if (n < 20) {
        return std::string(kUnits[n]);
    }
    std::string words(kTens[n / 10]);
    if (n % 10 != 0) {
        words += "-" + std::string(kUnits[n % 10]);
    }
    return words;
}

// The words for one item, given the running total it brings the count to.
std::string phrase(const ScoreItem& item, int runningTotal) {
    const std::string total = numberWords(runningTotal);
    const std::string cards = numberWords(static_cast<int>(item.cards.size()));
    switch (item.kind) {
        case ScoreKind::Fifteen:
            return "fifteen " + total;
        case ScoreKind::Pair:
            return "a pair is " + total;
        case ScoreKind::PairRoyal:
            return "a pair royal is " + total;
        case ScoreKind::DoublePairRoyal:
            return "a double pair royal is " + total;
        case ScoreKind::Run:
            return "a run of " + cards + " is " + total;
        case ScoreKind::Flush:
            return "a flush of " + cards + " is " + total;
        case ScoreKind::Nobs:
            return "his nobs is " + total;
        case ScoreKind::ThirtyOne:
        case ScoreKind::Go:
        case ScoreKind::LastCard:
        case ScoreKind::Heels:
        case ScoreKind::ThreeForLast:
            break;  // not scored in the show
    }
    return numberWords(item.points) + " more is " + total;
}

}  // namespace

std::vector<std::string> sayCountPhrases(const HandCount& count) {
    std::vector<std::string> phrases;
    int runningTotal = 0;
    for (const ScoreItem& item : count.items) {
        runningTotal += item.points;
        phrases.push_back(phrase(item, runningTotal));
    }
    return phrases;
}

std::string sayCount(const HandCount& count) {
    const auto phrases = sayCountPhrases(count);
    if (phrases.empty()) {
        return "nineteen";
    }
    std::string said;
    const std::size_t last = phrases.size() - 1;
    for (std::size_t i = 0; i < phrases.size(); ++i) {
        if (i > 0) {
            said += (i < last) ? ", " : (last == 1 ? " and " : ", and ");
        }
        said += phrases[i];
    }
    return said;
}

}  // namespace cribbage
