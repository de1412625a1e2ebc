#include "cribbage/analysis/table_play_situation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

#include "cribbage/card_set.h"
#include "cribbage/play_rules.h"
#include "play_history_tokens.h"

namespace cribbage {
namespace {

constexpr int kKept = 4;
constexpr std::size_t kMostPlaces = 4;
constexpr int kThirtyOne = 31;
constexpr int kHighestValue = 10;  // a ten or a court card

Result<TablePlayedCard> parseEntry(std::string_view token, int players) {
    const std::string quoted = "\"" + std::string(token) + "\"";
    const std::string places = players == 4
                                   ? "d: (the dealer), l: (left), a: (across) or r: (right)"
                                   : "d: (the dealer), l: (the dealer's left) or r: (right)";
    if (token.size() < 3 || token[1] != ':') {
        return Error{"bad play entry " + quoted +
                     ": write the seat's place, then the card: " + places};
    }
    const char place = static_cast<char>(std::tolower(static_cast<unsigned char>(token[0])));
    const std::string_view letters = players == 4 ? "dlar" : "dlr";
    const auto found = letters.find(place);
    if (found == std::string_view::npos) {
        return Error{"bad play entry " + quoted + ": it must start with " + places};
    }
    auto card = parseCard(token.substr(2));
    if (!card) {
        return Error{"bad play entry " + quoted + ": " + card.error()};
    }
    // d l a r are places 0 1 2 3; with three, r is 2.
    const int by = place == 'r' ? players - 1 : static_cast<int>(found);
    return TablePlayedCard{by, *card};
}

std::string placeName(int place, int players, int me) {
    if (place == me) {
        return "you";
    }
    if (place == 0) {
        return "the dealer";
    }
    if (place == 1) {
        return "the dealer's left";
    }
    return place == players - 1 ? "the dealer's right" : "the player across";
}

bool canPlay(const std::vector<Card>& held, int count) {
    return std::any_of(held.begin(), held.end(),
                       [count](Card card) { return fitsCount(card, count); });
}

// The cards named in the situation, each once: my hand (with my cards in the history), my
// crib card, the starter and the others' cards in the history.
std::optional<Error> checkNamedOnce(const TablePlaySituation& situation) {
    CardSet named;
    const auto name = [&named](Card card) -> std::optional<Error> {
        if (named.contains(card)) {
            return Error{toString(card) + " is named twice"};
        }
        named.insert(card);
        return std::nullopt;
    };
    const CardSet hand = CardSet::of(situation.hand);
    for (const std::vector<Card>* cards : {&situation.hand, &situation.laidAway}) {
        for (Card card : *cards) {
            if (auto error = name(card)) {
                return error;
            }
        }
    }
    if (auto error = name(situation.starter)) {
        return error;
    }
    CardSet played;
    for (const auto& series : situation.history) {
        for (const TablePlayedCard& entry : series) {
            if (played.contains(entry.card)) {
                return Error{toString(entry.card) + " is named twice"};
            }
            played.insert(entry.card);
            const bool mineFromHand = entry.by == situation.seat && hand.contains(entry.card);
            if (!mineFromHand) {
                if (auto error = name(entry.card)) {
                    return error;
                }
            }
        }
    }
    return std::nullopt;
}

// The play replayed card by card: whose turn it was, the counts, the Go's I could not have
// said. Ends with the position when it is my turn.
class TableReplay {
public:
    TableReplay(const TablePlaySituation& situation, std::vector<Card> myCards)
        : situation_(situation),
          players_(situation.players),
          me_(situation.seat),
          myHeld_(std::move(myCards)),
          held_(static_cast<std::size_t>(players_), kKept) {}

    Result<TablePlayPosition> run() {
        int leader = 1;
        const auto& history = situation_.history;
        for (std::size_t k = 0; k < history.size(); ++k) {
            const std::string where = "series " + std::to_string(k + 1) + ": ";
            const bool current = k + 1 == history.size();
            startSeries();
            for (const TablePlayedCard& entry : history[k]) {
                if (auto error = lay(entry, leader)) {
                    return Error{where + error->message};
                }
            }
            if (current) {
                break;
            }
            if (history[k].empty()) {
                return Error{where + "a series has at least one card"};
            }
            if (count_ != kThirtyOne && canPlay(myHeld_, count_)) {
                return Error{where + "the series ended while you could still play"};
            }
            leader = nextWithCards(last_);
            if (leader < 0) {
                return Error{"series " + std::to_string(k + 2) +
                             ": every card was played in the series before"};
            }
        }
        if (count_ == kThirtyOne) {
            return Error{"the count is 31: the series is over; write | before the next card"};
        }
        if (auto error = toMe(last_ < 0 ? leader : (last_ + 1) % players_)) {
            return *error;
        }
        return position();
    }

private:
    void startSeries() {
        count_ = 0;
        last_ = -1;
        series_.clear();
        saidGo_.fill(false);
    }

    std::optional<Error> lay(const TablePlayedCard& entry, int leader) {
        const std::string who = placeName(entry.by, players_, me_);
        if (auto error = skipTo(last_ < 0 ? leader : (last_ + 1) % players_, entry.by)) {
            return error;
        }
        if (saidGo_[static_cast<std::size_t>(entry.by)]) {
            return Error{who + " said Go and cannot lay " + toString(entry.card) +
                         " before the count goes back to 0"};
        }
        int& held = held_[static_cast<std::size_t>(entry.by)];
        if (held == 0) {
            return Error{who + " laid " + toString(entry.card) +
                         " with no card left: a hand keeps 4"};
        }
        if (count_ + entry.card.value() > kThirtyOne) {
            return Error{toString(entry.card) + " would bring the count to " +
                         std::to_string(count_ + entry.card.value()) + ", past 31"};
        }
        count_ += entry.card.value();
        --held;
        if (entry.by == me_) {
            myHeld_.erase(std::find(myHeld_.begin(), myHeld_.end(), entry.card));
        }
        series_.push_back(entry.card);
        last_ = entry.by;
        return std::nullopt;
    }

    // The seats from `from` up to `to` (not included) that still hold cards and have not
    // said Go pass: they say Go. I cannot while a card of mine fits.
    std::optional<Error> skipTo(int from, int to) {
        for (int seat = from; seat != to; seat = (seat + 1) % players_) {
            auto& go = saidGo_[static_cast<std::size_t>(seat)];
            if (held_[static_cast<std::size_t>(seat)] == 0 || go) {
                continue;
            }
            if (seat == me_ && canPlay(myHeld_, count_)) {
                return Error{
                    "it was your turn and you had to play: a card of yours fits the "
                    "count of " +
                    std::to_string(count_)};
            }
            if (count_ <= kThirtyOne - kHighestValue) {
                return Error{"it was the turn of " + placeName(seat, players_, me_) +
                             ", who holds cards, and any card fits a count of " +
                             std::to_string(count_)};
            }
            go = true;
        }
        return std::nullopt;
    }

    std::optional<Error> toMe(int from) {
        if (myHeld_.empty()) {
            return Error{"you have played all your cards: it is not your turn"};
        }
        if (saidGo_[static_cast<std::size_t>(me_)]) {
            return Error{"you said Go in this series: it is not your turn"};
        }
        return skipTo(from, me_);
    }

    int nextWithCards(int from) const {
        for (int i = 1; i <= players_; ++i) {
            const int seat = (from + i) % players_;
            if (held_[static_cast<std::size_t>(seat)] > 0) {
                return seat;
            }
        }
        return -1;
    }

    TablePlayPosition position() const {
        TablePlayPosition position;
        position.players = players_;
        position.seat = me_;
        position.hand = myHeld_;
        position.cardsHeld = held_;
        position.series = series_;
        if (last_ >= 0) {
            position.lastToPlay = last_;
        }
        CardSet seen = CardSet::of(situation_.hand) | CardSet::of(situation_.laidAway);
        seen.insert(situation_.starter);
        for (const auto& series : situation_.history) {
            for (const TablePlayedCard& entry : series) {
                seen.insert(entry.card);
            }
        }
        position.unseen = CardSet::fullDeck().without(seen);
        return position;
    }

    const TablePlaySituation& situation_;
    int players_;
    int me_;
    std::vector<Card> myHeld_;
    std::vector<int> held_;  // by place: cards not yet played
    std::array<bool, kMostPlaces> saidGo_{};
    std::vector<Card> series_;
    int count_ = 0;
    int last_ = -1;  // the place that laid the series' last card
};

}  // namespace

Result<TablePlayHistory> parseTablePlayHistory(std::string_view text, int players) {
    return detail::parseSeries<TablePlayedCard>(
        text, [players](std::string_view token) { return parseEntry(token, players); });
}

Result<TablePlayPosition> makeTablePlayPosition(const TablePlaySituation& situation) {
    const int players = situation.players;
    if (players != 3 && players != 4) {
        return Error{"a table of three or four, not " + std::to_string(players)};
    }
    if (situation.seat < 0 || situation.seat >= players) {
        return Error{"a seat's place from the dealer is 0 to " + std::to_string(players - 1)};
    }
    if (situation.laidAway.size() > 1) {
        return Error{"you lay one card away at a table of three or four, not " +
                     std::to_string(situation.laidAway.size())};
    }
    if (auto error = checkNamedOnce(situation)) {
        return *error;
    }
    std::vector<int> laid(static_cast<std::size_t>(players), 0);
    std::vector<Card> myPlayed;
    for (const auto& series : situation.history) {
        for (const TablePlayedCard& entry : series) {
            ++laid[static_cast<std::size_t>(entry.by)];
            if (entry.by == situation.seat) {
                myPlayed.push_back(entry.card);
            }
        }
    }
    std::vector<Card> myCards = situation.hand;
    for (Card card : myPlayed) {
        if (std::find(myCards.begin(), myCards.end(), card) == myCards.end()) {
            myCards.push_back(card);
        }
    }
    if (myCards.size() != kKept) {
        return Error{"your hand and your cards in the play make " + std::to_string(myCards.size()) +
                     " cards: a hand keeps 4"};
    }
    for (int place = 0; place < players; ++place) {
        if (laid[static_cast<std::size_t>(place)] > kKept) {
            return Error{placeName(place, players, situation.seat) + " laid " +
                         std::to_string(laid[static_cast<std::size_t>(place)]) +
                         " cards: a hand keeps 4"};
        }
    }
    return TableReplay(situation, myCards).run();
}

}  // namespace cribbage
