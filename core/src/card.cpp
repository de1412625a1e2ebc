#include "cribbage/card.h"

#include <algorithm>
#include <cctype>

#include "cribbage/card_set.h"
#include "cribbage/excerpt.h"

namespace cribbage {
namespace {

constexpr std::string_view kRankChars = "A23456789TJQK";
constexpr std::string_view kSuitChars = "CDHS";

struct SuitSymbol {
    std::string_view utf8;
    Suit suit;
};
constexpr std::array<SuitSymbol, 8> kSuitSymbols{{
    {"\u2663", Suit::Clubs},
    {"\u2667", Suit::Clubs},
    {"\u2666", Suit::Diamonds},
    {"\u2662", Suit::Diamonds},
    {"\u2665", Suit::Hearts},
    {"\u2661", Suit::Hearts},
    {"\u2660", Suit::Spades},
    {"\u2664", Suit::Spades},
}};

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && isBlank(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && isBlank(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

Result<Rank> parseRank(std::string_view& rest, std::string_view name) {
    if (rest.starts_with("10")) {
        rest.remove_prefix(2);
        return Rank::Ten;
    }
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(rest.front())));
    const auto pos = kRankChars.find(c);
    if (pos == std::string_view::npos) {
        return Error{"unknown card " + quotedExcerpt(name) +
                     ": the rank must be one of A 2 3 4 5 6 7 8 9 "
                     "T (or 10) J Q K"};
    }
    rest.remove_prefix(1);
    return static_cast<Rank>(pos + 1);
}

Result<Suit> parseSuit(std::string_view rest, std::string_view name) {
    if (rest.empty()) {
        return Error{"unknown card " + quotedExcerpt(name) + ": the suit is missing (C D H S)"};
    }
    if (rest.size() == 1) {
        const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(rest.front())));
        const auto pos = kSuitChars.find(c);
        if (pos != std::string_view::npos) {
            return static_cast<Suit>(pos);
        }
    }
    for (const auto& symbol : kSuitSymbols) {
        if (rest == symbol.utf8) {
            return symbol.suit;
        }
    }
    return Error{"unknown card " + quotedExcerpt(name) + ": the suit must be one of C D H S (or " +
                 "\u2663 \u2666 \u2665 \u2660)"};
}

}  // namespace

char rankChar(Rank rank) {
    return kRankChars[static_cast<std::size_t>(rank) - 1];
}
char suitChar(Suit suit) {
    return kSuitChars[static_cast<std::size_t>(suit)];
}

std::string_view rankName(Rank rank) {
    static constexpr std::array<std::string_view, kRanks> names{
        "ace",   "two",  "three", "four", "five",  "six", "seven",
        "eight", "nine", "ten",   "jack", "queen", "king"};
    return names[static_cast<std::size_t>(rank) - 1];
}

std::string_view rankNamePlural(Rank rank) {
    static constexpr std::array<std::string_view, kRanks> names{
        "aces",   "twos",  "threes", "fours", "fives",  "sixes", "sevens",
        "eights", "nines", "tens",   "jacks", "queens", "kings"};
    return names[static_cast<std::size_t>(rank) - 1];
}

std::string toString(Card card) {
    return {rankChar(card.rank()), suitChar(card.suit())};
}

std::string toString(const std::vector<Card>& cards) {
    std::string out;
    for (Card card : cards) {
        if (!out.empty()) {
            out += ' ';
        }
        out += toString(card);
    }
    return out;
}

Result<Card> parseCard(std::string_view text) {
    const std::string_view name = trim(text);
    if (name.empty()) {
        return Error{"a card name is empty"};
    }
    std::string_view rest = name;
    auto rank = parseRank(rest, name);
    if (!rank) {
        return Error{rank.error()};
    }
    auto suit = parseSuit(rest, name);
    if (!suit) {
        return Error{suit.error()};
    }
    return Card(*rank, *suit);
}

Result<std::vector<Card>> parseCards(std::string_view text) {
    std::vector<Card> cards;
    CardSet seen;
    std::size_t i = 0;
    while (i < text.size()) {
        if (isBlank(text[i]) || text[i] == ',') {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !isBlank(text[end]) && text[end] != ',') {
            ++end;
        }
        auto card = parseCard(text.substr(i, end - i));
        if (!card) {
            return Error{card.error()};
        }
        if (seen.contains(*card)) {
            return Error{"duplicate card " + toString(*card)};
        }
        seen.insert(*card);
        cards.push_back(*card);
        i = end;
    }
    return cards;
}

}  // namespace cribbage
