#include "halscrib_sheet.h"

#include <cctype>

#include "cribbage/card_set.h"
#include "cribbage/excerpt.h"
#include "record_text.h"

namespace cribbage::record {
namespace {

constexpr int kPlayerA = 0;
constexpr int kPlayerB = 1;

// A card of a deal line and its owner, by the case of its suit letter.
struct OwnedCard {
    Card card;
    int owner;
};

Result<OwnedCard> ownedCard(std::string_view text, int line) {
    const auto card = parseCard(text);
    if (!card) {
        return Error{atLine(line, card.error())};
    }
    const char suit = text.back();
    if (!std::isalpha(static_cast<unsigned char>(suit))) {
        return Error{atLine(line, "the suit of " + quotedExcerpt(text) +
                                      " is a letter, upper case for player A, lower for B")};
    }
    return OwnedCard{*card, std::isupper(static_cast<unsigned char>(suit)) ? kPlayerA : kPlayerB};
}

std::string seatText(int seat) {
    return std::to_string(seat + 1);
}

class SheetReader {
public:
    std::optional<Error> read(const BodyLine& line) {
        const auto colon = line.text.find(':');
        const std::string_view key = trimmed(line.text.substr(0, colon));
        const std::string_view value = colon == std::string_view::npos
                                           ? std::string_view{}
                                           : trimmed(line.text.substr(colon + 1));
        if (key == "Player A" || key == "Player B") {
            return tag(key == "Player A" ? "Seat1" : "Seat2", value, line.line);
        }
        if (key == "Event") {
            return tag("Event", value, line.line);
        }
        if (key == "Date") {
            return date(value, line.line);
        }
        if (key == "Muggins Game") {
            if (value == "Y") {
                return Error{atLine(line.line,
                                    "a HALSCRIB muggins game is not read: its claims "
                                    "are not on its deal lines")};
            }
            return value == "N" ? tag("Muggins", "no", line.line)
                                : Error{atLine(line.line, "Muggins Game is Y or N")};
        }
        if (key.starts_with("Deal ")) {
            return deal(value, line.line);
        }
        return Error{atLine(line.line, "cannot read " + quotedExcerpt(line.text) +
                                           ": a HALSCRIB sheet has Player A, Player B, Date, "
                                           "Event, Muggins Game and Deal lines")};
    }

    HalscribRecord finish() { return std::move(record_); }

private:
    std::optional<Error> tag(std::string name, std::string_view value, int line) {
        record_.tags.push_back(Tag{std::move(name), std::string(value), line});
        return std::nullopt;
    }

    // yy/mm/dd: the century is not written.
    std::optional<Error> date(std::string_view value, int line) {
        const auto parts = splitOn(value, "/");
        if (parts.size() != 3 || parts[0].size() != 2 || parts[1].size() != 2 ||
            parts[2].size() != 2) {
            return Error{atLine(line, "a HALSCRIB date is yy/mm/dd, not " + quotedExcerpt(value))};
        }
        return tag("Date",
                   "??" + std::string(parts[0]) + "." + std::string(parts[1]) + "." +
                       std::string(parts[2]),
                   line);
    }

    void add(int line, std::string text) {
        record_.text.push_back(std::move(text));
        record_.body.push_back(BodyLine{record_.text.back(), line});
    }

    std::optional<Error> deal(std::string_view value, int line) {
        auto cards = dealCards(value, line);
        if (!cards) {
            return cards.failure();
        }
        constexpr std::size_t kLaidAway = 4;
        const std::span<const OwnedCard> plays(cards->begin() + 1, cards->end() - kLaidAway);
        const std::span<const OwnedCard> laidAway(cards->end() - kLaidAway, cards->end());
        if (!plays.empty()) {
            dealer_ = 1 - plays.front().owner;  // the pone leads
        } else if (deals_ == 0) {
            return Error{atLine(line, "the first deal's dealer is known by who leads: a play")};
        } else {
            dealer_ = 1 - dealer_;
        }
        DealtHands dealt;
        CardSet named = CardSet::of(std::vector<Card>{cards->front().card});
        for (const OwnedCard& played : plays) {
            dealt.hands[played.owner].push_back(played.card);
            named.insert(played.card);
        }
        for (const OwnedCard& card : laidAway) {
            dealt.away[card.owner].push_back(card.card);
            dealt.hands[card.owner].push_back(card.card);
            named.insert(card.card);
        }
        if (dealt.away[kPlayerA].size() != 2) {
            return Error{atLine(line,
                                "each player lays away 2 cards (A's upper case, B's "
                                "lower): the last 4 cards")};
        }
        makeUpUnplayed(dealt, named);
        addDealLines(line, dealt, cards->front().card, plays);
        return std::nullopt;
    }

    // The starter, the plays and the cards laid away, each with its owner.
    static Result<std::vector<OwnedCard>> dealCards(std::string_view value, int line) {
        std::vector<OwnedCard> cards;
        for (std::string_view word : words(value)) {
            if (word.starts_with('<') || word.starts_with('>') || word.starts_with('#')) {
                return Error{atLine(line,
                                    "HALSCRIB's marks of points missed or over-pegged "
                                    "are not read: " +
                                        quotedExcerpt(word))};
            }
            auto card = ownedCard(word, line);
            if (!card) {
                return card.failure();
            }
            cards.push_back(*card);
        }
        if (cards.size() < 5 || cards.size() > 13) {
            return Error{atLine(line,
                                "a HALSCRIB deal is the starter, the plays (8 at most) and "
                                "the 4 cards laid away")};
        }
        return cards;
    }

    struct DealtHands {
        std::vector<Card> hands[2];
        std::vector<Card> away[2];
    };

    // A game won in the play leaves cards unplayed: cards the deal does not name.
    static void makeUpUnplayed(DealtHands& dealt, CardSet named) {
        int filler = 0;
        for (auto& hand : dealt.hands) {
            while (hand.size() < 6) {
                while (named.contains(Card::fromIndex(filler))) {
                    ++filler;
                }
                hand.push_back(Card::fromIndex(filler));
                named.insert(Card::fromIndex(filler));
            }
        }
    }

    void addDealLines(int line, const DealtHands& dealt, Card starter,
                      std::span<const OwnedCard> plays) {
        if (deals_ == 0) {
            add(line, "Cut for deal: 1 " + std::string(dealer_ == kPlayerA ? "AC" : "KC") +
                          " at 4, 2 " + (dealer_ == kPlayerA ? "KC" : "AC") + " at 4");
        }
        add(line, "Deal " + std::to_string(++deals_) + ": game 1, dealer " + seatText(dealer_));
        for (int seat : {kPlayerA, kPlayerB}) {
            add(line, "Hand " + seatText(seat) + ": " + toString(dealt.hands[seat]));
        }
        for (int seat : {kPlayerA, kPlayerB}) {
            add(line, "Lay away " + seatText(seat) + ": " + toString(dealt.away[seat]));
        }
        add(line, "Starter: " + toString(starter) + " at 4");
        if (!plays.empty()) {
            std::string play = "Play: ";
            for (const OwnedCard& played : plays) {
                play += (&played == plays.data() ? "" : ", ") + seatText(played.owner) + " " +
                        toString(played.card);
            }
            add(line, std::move(play));
        }
    }

    HalscribRecord record_;
    int deals_ = 0;
    int dealer_ = 0;
};

}  // namespace

bool isHalscribSheet(std::string_view firstLine) {
    return firstLine.starts_with("Player A:");
}

Result<HalscribRecord> readHalscribSheet(std::span<const BodyLine> lines) {
    SheetReader reader;
    for (const BodyLine& line : lines) {
        if (auto error = reader.read(line)) {
            return *error;
        }
    }
    return reader.finish();
}

}  // namespace cribbage::record
