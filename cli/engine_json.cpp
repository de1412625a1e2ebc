#include "engine_json.h"

#include <string_view>

namespace cribbage::cli {
namespace {

std::string_view sourceName(ScoreSource source) {
    switch (source) {
        case ScoreSource::Heels:
            return "heels";
        case ScoreSource::Play:
            return "play";
        case ScoreSource::Hand:
            return "hand";
        case ScoreSource::Crib:
            return "crib";
        case ScoreSource::Muggins:
            return "muggins";
        case ScoreSource::ThreeForLast:
            return "three_for_last";
    }
    return "unknown";
}

std::string_view winName(WinKind kind) {
    switch (kind) {
        case WinKind::Single:
            return "single";
        case WinKind::Lurch:
            return "lurch";
        case WinKind::Skunk:
            return "skunk";
        case WinKind::DoubleSkunk:
            return "double_skunk";
    }
    return "unknown";
}

std::string_view kindName(ScoreKind kind) {
    switch (kind) {
        case ScoreKind::Fifteen:
            return "fifteen";
        case ScoreKind::ThirtyOne:
            return "thirty_one";
        case ScoreKind::Pair:
            return "pair";
        case ScoreKind::PairRoyal:
            return "pair_royal";
        case ScoreKind::DoublePairRoyal:
            return "double_pair_royal";
        case ScoreKind::Run:
            return "run";
        case ScoreKind::Flush:
            return "flush";
        case ScoreKind::Nobs:
            return "nobs";
        case ScoreKind::Go:
            return "go";
        case ScoreKind::LastCard:
            return "last_card";
        case ScoreKind::Heels:
            return "heels";
        case ScoreKind::ThreeForLast:
            return "three_for_last";
    }
    return "unknown";
}

Json itemsJson(const std::vector<ScoreItem>& items) {
    Json json = Json::array();
    for (const ScoreItem& item : items) {
        json.push_back({{"kind", kindName(item.kind)},
                        {"points", item.points},
                        {"cards", cardsJson(item.cards)}});
    }
    return json;
}

// Turns each engine event into its client form.
struct ClientEvent {
    const EngineSeats& seats;
    const std::vector<int>& scores;

    std::optional<Json> operator()(const CardsLaidAway& e) const {
        Json json{{"event", "laid_away"}, {"who", seats.who(e.seat)}};
        if (e.seat == seats.client) {
            json["cards"] = cardsJson(e.cards);
        }
        return json;
    }
    std::optional<Json> operator()(const StarterTurned& e) const {
        return Json{
            {"event", "starter"}, {"card", toString(e.starter)}, {"cut_by", seats.who(e.cutter)}};
    }
    std::optional<Json> operator()(const CardPlayed& e) const {
        return Json{{"event", "played"},
                    {"who", seats.who(e.seat)},
                    {"card", toString(e.card)},
                    {"count", e.count}};
    }
    std::optional<Json> operator()(const GoSaid& e) const {
        return Json{{"event", "go"}, {"who", seats.who(e.seat)}};
    }
    std::optional<Json> operator()(const CountReset& e) const {
        return Json{{"event", "count_reset"}, {"leader", seats.who(e.leader)}};
    }
    std::optional<Json> operator()(const HandShown& e) const {
        const std::vector<Card> cards(e.cards.begin(), e.cards.end());
        return Json{{"event", "show"},
                    {"who", seats.who(e.seat)},
                    {"crib", e.crib},
                    {"cards", cardsJson(cards)},
                    {"starter", toString(e.starter)}};
    }
    std::optional<Json> operator()(const CountClaimed& e) const {
        return Json{{"event", "claimed"}, {"who", seats.who(e.seat)}, {"points", e.points}};
    }
    std::optional<Json> operator()(const CountAccepted& e) const {
        return Json{{"event", "accepted"}, {"who", seats.who(e.seat)}};
    }
    std::optional<Json> operator()(const MugginsCalled& e) const {
        return Json{
            {"event", "muggins"}, {"who", seats.who(e.seat)}, {"against", seats.who(e.against)}};
    }
    std::optional<Json> operator()(const PointsScored& e) const {
        return Json{
            {"event", "points"},  {"who", seats.who(e.seat)},    {"source", sourceName(e.source)},
            {"points", e.points}, {"items", itemsJson(e.items)}, {"scores", seats.scores(scores)}};
    }
    std::optional<Json> operator()(const GameWon& e) const {
        return Json{{"event", "game_over"},
                    {"winner", seats.side(e.side)},
                    {"game_points", e.gamePoints},
                    {"win", winName(e.kind)},
                    {"scores", seats.scores(e.scores)}};
    }
    std::optional<Json> operator()(const CutForDealShown& e) const {
        return Json{
            {"event", "cut_for_deal"}, {"who", seats.who(e.seat)}, {"card", toString(e.card)}};
    }
    std::optional<Json> operator()(const CutForDealTied& e) const {
        Json who = Json::array();
        for (int seat : e.seats) {
            who.push_back(seats.who(seat));
        }
        return Json{{"event", "cut_tied"}, {"who", who}};
    }
    // The deal is told as a whole by the session; the rest is not for the client. Every kind
    // is named here, so that a new kind of event does not compile until it is given its form.
    std::optional<Json> operator()(const DealerChosen&) const { return std::nullopt; }
    std::optional<Json> operator()(const GameStarted&) const { return std::nullopt; }
    std::optional<Json> operator()(const CardDealt&) const { return std::nullopt; }
    std::optional<Json> operator()(const CardDealtToCrib&) const { return std::nullopt; }
    std::optional<Json> operator()(const PhaseChanged&) const { return std::nullopt; }
    std::optional<Json> operator()(const MatchWon&) const { return std::nullopt; }
};

}  // namespace

std::string EngineSeats::who(int seat) const {
    if (seat == client) {
        return "you";
    }
    return players == 2 ? "computer" : "computer " + std::to_string(seat);
}

std::string EngineSeats::side(int side) const {
    if (players == 4) {
        return side == client % 2 ? "us" : "them";
    }
    return who(side);
}

Json EngineSeats::scores(const std::vector<int>& sideScores) const {
    Json json = Json::object();
    for (std::size_t n = 0; n < sideScores.size(); ++n) {
        json[side(static_cast<int>(n))] = sideScores[n];
    }
    return json;
}

Json cardsJson(const std::vector<Card>& cards) {
    Json json = Json::array();
    for (Card card : cards) {
        json.push_back(toString(card));
    }
    return json;
}

std::optional<Json> clientEvent(const Event& event, const EngineSeats& seats,
                                const std::vector<int>& scores) {
    return std::visit(ClientEvent{seats, scores}, event);
}

Result<std::vector<Card>> cardsFromJson(const Json& json) {
    if (!json.is_array()) {
        return Error{"\"cards\" must be an array of card names"};
    }
    std::string names;
    for (const Json& name : json) {
        if (!name.is_string()) {
            return Error{"\"cards\" must be an array of card names, not of type " +
                         std::string(name.type_name())};
        }
        names += name.get<std::string>() + ' ';
    }
    return parseCards(names);
}

}  // namespace cribbage::cli
