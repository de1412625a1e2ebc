#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/enum_list.h"
#include "cribbage/game_state.h"
#include "cribbage/hand_score.h"
#include "cribbage/rules.h"
#include "cribbage/score_item.h"

namespace cribbage {

// What happened, in order, as the engine applied an action: enough for a UI to animate it.
// Events name cards that not every player may see (the deal, the cards laid away): show
// each player only their own, or use Game::view.

struct CutForDealShown {
    int seat;
    Card card;
    bool operator==(const CutForDealShown&) const = default;
};
struct CutForDealTied {
    std::vector<int> seats;  // they cut again from a fresh shuffle
    bool operator==(const CutForDealTied&) const = default;
};
struct DealerChosen {
    int dealer;
    bool operator==(const DealerChosen&) const = default;
};
struct GameStarted {
    int gameNumber;
    int dealer;
    bool operator==(const GameStarted&) const = default;
};
struct CardDealt {
    int seat;
    Card card;
    bool operator==(const CardDealt&) const = default;
};
struct CardDealtToCrib {
    Card card;
    bool operator==(const CardDealtToCrib&) const = default;
};
struct PhaseChanged {
    Phase phase;
    bool operator==(const PhaseChanged&) const = default;
};
struct CardsLaidAway {
    int seat;
    std::vector<Card> cards;
    bool operator==(const CardsLaidAway&) const = default;
};
struct StarterTurned {
    int cutter;
    Card starter;
    bool operator==(const StarterTurned&) const = default;
};
struct CardPlayed {
    int seat;
    Card card;
    int count;  // the count after the card
    bool operator==(const CardPlayed&) const = default;
};
struct GoSaid {
    int seat;
    bool operator==(const GoSaid&) const = default;
};
// Nobody could play: the count goes back to 0 and `leader` starts the next series.
struct CountReset {
    int leader;
    bool operator==(const CountReset&) const = default;
};
// A hand (or the crib, `crib` true, belonging to `seat` the dealer) is laid out to be counted.
struct HandShown {
    int seat;
    bool crib;
    std::vector<Card> cards;  // four; a hand of five-card cribbage three
    Card starter;
    bool operator==(const HandShown&) const = default;
};
// Muggins: a player claims the points of the hand just shown...
struct CountClaimed {
    int seat;
    int points;
    bool operator==(const CountClaimed&) const = default;
};
// ...and the player to the left accepts, or calls muggins (a PointsScored follows).
struct CountAccepted {
    int seat;
    bool operator==(const CountAccepted&) const = default;
};
struct MugginsCalled {
    int seat;
    int against;  // the seat who missed the points
    bool operator==(const MugginsCalled&) const = default;
};

// Where points come from: his heels at the cut, the play, the show (a hand or the crib),
// points another player missed, taken for muggins, or five-card cribbage's three for last at
// a game's first deal.
#define CRIBBAGE_SCORE_SOURCES(X) \
    X(Heels)                      \
    X(Play)                       \
    X(Hand)                       \
    X(Crib)                       \
    X(Muggins)                    \
    X(ThreeForLast)
enum class ScoreSource : std::uint8_t { CRIBBAGE_SCORE_SOURCES(CRIBBAGE_ENUMERATOR) };

// Points of the show: a hand or the crib counted, or what its counter missed taken for muggins.
constexpr bool fromTheShow(ScoreSource source) {
    return source == ScoreSource::Hand || source == ScoreSource::Crib ||
           source == ScoreSource::Muggins;
}

// Points pegged. `items` explain them: with muggins an undercount is pegged as claimed and
// `items` are the combinations that make up the claim as nearly as they can.
struct PointsScored {
    int seat;
    int side;
    ScoreSource source;
    std::vector<ScoreItem> items;
    int points;
    int oldScore;
    int newScore;
    bool operator==(const PointsScored&) const = default;
};
struct GameWon {
    int side;
    int gamePoints;                  // what the win is worth: 1, or 2 or 4 with lurch and skunks
    std::vector<int> scores;         // final scores per side
    WinKind kind = WinKind::Single;  // what the win is called (gameWin in rules.h)
    bool operator==(const GameWon&) const = default;
};
struct MatchWon {
    int side;
    std::vector<int> gamePoints;
    bool operator==(const MatchWon&) const = default;
};

// Every kind of event, in the order of Event's alternatives: the layers above (the table's
// steps) read this list instead of copying it.
#define CRIBBAGE_EVENTS(X) \
    X(CutForDealShown)     \
    X(CutForDealTied)      \
    X(DealerChosen)        \
    X(GameStarted)         \
    X(CardDealt)           \
    X(CardDealtToCrib)     \
    X(PhaseChanged)        \
    X(CardsLaidAway)       \
    X(StarterTurned)       \
    X(CardPlayed)          \
    X(GoSaid)              \
    X(CountReset)          \
    X(HandShown)           \
    X(CountClaimed)        \
    X(CountAccepted)       \
    X(MugginsCalled)       \
    X(PointsScored)        \
    X(GameWon)             \
    X(MatchWon)
enum class EventKind : std::uint8_t { CRIBBAGE_EVENTS(CRIBBAGE_ENUMERATOR) };

using Event = std::variant<CutForDealShown, CutForDealTied, DealerChosen, GameStarted, CardDealt,
                           CardDealtToCrib, PhaseChanged, CardsLaidAway, StarterTurned, CardPlayed,
                           GoSaid, CountReset, HandShown, CountClaimed, CountAccepted,
                           MugginsCalled, PointsScored, GameWon, MatchWon>;

#define CRIBBAGE_EVENT_AT_ITS_PLACE(name) \
    static_assert(                        \
        std::is_same_v<                   \
            std::variant_alternative_t<static_cast<std::size_t>(EventKind::name), Event>, name>);
CRIBBAGE_EVENTS(CRIBBAGE_EVENT_AT_ITS_PLACE)
#undef CRIBBAGE_EVENT_AT_ITS_PLACE
#define CRIBBAGE_EVENT_KIND(name) EventKind::name,
inline constexpr std::array kEveryEventKind{CRIBBAGE_EVENTS(CRIBBAGE_EVENT_KIND)};
#undef CRIBBAGE_EVENT_KIND
inline constexpr std::size_t kEventKinds = kEveryEventKind.size();
static_assert(std::variant_size_v<Event> == kEventKinds, "an event missing from CRIBBAGE_EVENTS");

constexpr EventKind kindOf(const Event& event) {
    return static_cast<EventKind>(event.index());
}

// The event kind's name as the core spells it: "PointsScored".
constexpr std::string_view eventName(EventKind kind) {
    switch (kind) {
#define CRIBBAGE_EVENT_NAME(name) \
    case EventKind::name:         \
        return #name;
        CRIBBAGE_EVENTS(CRIBBAGE_EVENT_NAME)
#undef CRIBBAGE_EVENT_NAME
    }
    return {};
}

}  // namespace cribbage
