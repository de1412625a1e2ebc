#include "engine_session.h"

#include "cribbage/rule_names.h"

#include <algorithm>

#include "cribbage/json_integer.h"
#include "cribbage/play_rules.h"
#include "cribbage/rules.h"
#include "engine_message.h"

namespace cribbage::cli {
namespace {

// The deepest a value of a message lies: a name in a list, such as a card of "cards" (a
// message's own fields lie at depth 1).
constexpr int kDeepestNesting = 2;

// A game that uses only what the protocol had before three and four players and the rule
// variants is announced as it was then; any other announces all its rules.
bool announcedAsBefore(const RuleSettings& rules) {
    return rules.players == 2 && rules.skunk != SkunkRule::Lurch &&
           rules.firstDealer == FirstDealer::Random && !rules.cribFourCardFlush &&
           !rules.fiveCardFlushOnly && rules.variant == Variant::SixCard;
}

std::string_view skunkName(SkunkRule skunk) {
    switch (skunk) {
        case SkunkRule::Off:
            return "off";
        case SkunkRule::Lurch:
            return "lurch";
        case SkunkRule::SkunkAndDoubleSkunk:
            break;
    }
    return "skunk";
}

// The client is asked only for choices: cuts, deals and Go are made for it.
bool clientMustChoose(const Game& game, int client) {
    switch (game.moveFor(client)) {
        case Move::LayAway:
        case Move::Play:
        case Move::ClaimCount:
        case Move::JudgeCount:
            return true;
        case Move::None:
        case Move::Cut:
        case Move::Deal:
        case Move::Go:
            break;
    }
    return false;
}

}  // namespace

EngineSession::EngineSession(std::uint64_t entropy) : entropy_(entropy) {}

Json EngineSession::answer(std::string_view line) {
    // JSON takes a NUL byte only written as \u0000 in a string; read raw, it would end the line.
    if (line.find('\0') != std::string_view::npos) {
        return refuse("a NUL byte in a line: write it as \\u0000 inside a string");
    }
    bool tooDeep = false;
    const auto keepUnlessTooDeep = [&tooDeep](int depth, Json::parse_event_t, Json&) {
        const bool kept = depth <= kDeepestNesting;
        tooDeep = tooDeep || !kept;
        return kept;
    };
    Json message;
    try {
        message = Json::parse(line, keepUnlessTooDeep);
    } catch (const Json::out_of_range&) {
        return refuse("a number is too large to read: " + excerpt(line));
    } catch (const Json::exception&) {
        return refuse("not a JSON object: " + excerpt(line));
    }
    if (!message.is_object()) {
        return refuse("not a JSON object: " + excerpt(line));
    }
    if (tooDeep) {
        return refuse("a value nested deeper than a list of names: " + excerpt(line));
    }
    const auto what = field(message, "do", std::string());
    if (!what) {
        return refuse(what.error());
    }
    if (what->empty()) {
        return refuse("the message needs \"do\": what to do");
    }
    if (*what == "new_game") {
        return newGame(message);
    }
    if (*what == "state") {
        return reply();
    }
    if (*what == "quit") {
        finished_ = true;
        return Json{{"bye", true}};
    }
    return act(*what, message);
}

Json EngineSession::newGame(const Json& message) {
    const auto rules = rulesOf(message);
    if (!rules) {
        return refuse(rules.error());
    }
    const auto levels = levelsOf(message, rules->players);
    if (!levels) {
        return refuse(levels.error());
    }
    const auto seed = seedOf(message, SplitMix64(entropy_++).next());
    if (!seed) {
        return refuse(seed.error());
    }
    GameSetup setup;
    setup.rules = *rules;
    setup.seed = *seed;
    auto created = Game::create(setup);
    if (!created) {
        return refuse(created.error());
    }
    game_ = std::move(created).value();
    seats_ = EngineSeats{0, rules->players};
    computers_.clear();
    computers_.resize(static_cast<std::size_t>(rules->players));
    for (std::size_t n = 0; n < levels->size(); ++n) {
        computers_[n + 1] = makeComputerPlayer((*levels)[n]);
    }
    rng_ = Rng(SplitMix64(*seed).next());
    scores_ = game_->state().scores;
    events_ = Json::array();
    gameStarted_ = Json{{"event", "game_started"},
                        {"level", levelName(levels->front())},
                        {"seed", *seed},
                        {"target", rules->target},
                        {"muggins", rules->muggins},
                        {"skunk", rules->skunk != SkunkRule::Off}};
    if (!announcedAsBefore(*rules)) {
        Json levelsJson = Json::object();
        for (int seat = 1; seat < rules->players; ++seat) {
            levelsJson[seats_.who(seat)] = levelName((*levels)[static_cast<std::size_t>(seat - 1)]);
        }
        (*gameStarted_)["players"] = rules->players;
        (*gameStarted_)["levels"] = levelsJson;
        (*gameStarted_)["skunk_rule"] = skunkName(rules->skunk);
        (*gameStarted_)["first_dealer"] = rules->firstDealer == FirstDealer::Cut ? "cut" : "random";
        (*gameStarted_)["four_flush_crib"] = rules->cribFourCardFlush;
        (*gameStarted_)["five_card_flush"] = rules->fiveCardFlushOnly;
        if (rules->variant != Variant::SixCard) {
            (*gameStarted_)["variant"] = ruleName(kVariantNames, rules->variant);
        }
    }
    if (rules->firstDealer == FirstDealer::Random) {
        announceGame(game_->state().dealer);
    }
    runUntilClientDecides();
    return reply();
}

void EngineSession::announceGame(int dealer) {
    (*gameStarted_)["dealer"] = seats_.who(dealer);
    events_.push_back(std::move(*gameStarted_));
    gameStarted_.reset();
}

Json EngineSession::act(const std::string& what, const Json& message) {
    if (!game_ || game_->state().phase == Phase::MatchOver) {
        return refuse("no game is being played: send {\"do\": \"new_game\"}");
    }
    const auto action = clientAction(what, message);
    if (!action) {
        return refuse(action.error());
    }
    if (auto refused = apply(*action)) {
        return refuse(refused->message);
    }
    runUntilClientDecides();
    return reply();
}

void EngineSession::runUntilClientDecides() {
    const int client = seats_.client;
    while (game_->state().phase != Phase::MatchOver) {
        const auto awaiting = game_->awaiting();
        const auto computer = std::find_if(awaiting.begin(), awaiting.end(),
                                           [client](int seat) { return seat != client; });
        const bool computerActs = computer != awaiting.end();
        if (!computerActs && clientMustChoose(*game_, client)) {
            return;
        }
        // The computers' own decisions; for the client, the actions that leave no choice,
        // made by the computer on its left.
        const int seat = computerActs ? *computer : client;
        const int decider = computerActs ? seat : (client + 1) % seats_.players;
        const Action action =
            computers_[static_cast<std::size_t>(decider)]->decide(game_->view(seat), rng_);
        if (auto refused = apply(action)) {
            events_.push_back(
                {{"event", "engine_fault"},
                 {"message", describe(action) + " was refused: " + refused->message}});
            game_.reset();
            return;
        }
    }
}

std::optional<Error> EngineSession::apply(const Action& action) {
    if (const auto* deal = std::get_if<Deal>(&action)) {
        if (game_->state().phase == Phase::Deal) {
            events_.push_back({{"event", "deal"}, {"dealer", seats_.who(deal->seat)}});
        }
    }
    auto events = game_->apply(action);
    if (!events) {
        return Error{events.error()};
    }
    std::vector<Card> dealt;
    for (const Event& event : *events) {
        if (const auto* card = std::get_if<CardDealt>(&event);
            card && card->seat == seats_.client) {
            dealt.push_back(card->card);
        }
        if (const auto* chosen = std::get_if<DealerChosen>(&event); chosen && gameStarted_) {
            announceGame(chosen->dealer);
        }
        if (const auto* shown = std::get_if<HandShown>(&event)) {
            shown_ = *shown;
        }
        if (const auto* scored = std::get_if<PointsScored>(&event)) {
            scores_[static_cast<std::size_t>(scored->side)] = scored->newScore;
        }
        if (auto json = clientEvent(event, seats_, scores_)) {
            events_.push_back(std::move(*json));
        }
    }
    if (!dealt.empty()) {
        events_.push_back({{"event", "hand"}, {"cards", cardsJson(dealt)}});
    }
    return std::nullopt;
}

Result<Action> EngineSession::clientAction(const std::string& what, const Json& message) const {
    const int seat = seats_.client;
    if (what == "lay_away") {
        const auto found = message.find("cards");
        if (found == message.end()) {
            return Error{"\"lay_away\" needs \"cards\": the cards to lay away"};
        }
        auto cards = cardsFromJson(*found);
        if (!cards) {
            return Error{cards.error()};
        }
        return Action{LayAway{seat, *cards}};
    }
    if (what == "play") {
        const auto name = field(message, "card", std::string());
        if (!name) {
            return Error{name.error()};
        }
        const auto card = parseCard(*name);
        if (!card) {
            return Error{card.error()};
        }
        return Action{Play{seat, *card}};
    }
    if (what == "claim") {
        constexpr std::int64_t kMostPoints = 1000;
        const auto found = message.find("points");
        const auto points =
            found == message.end() ? std::nullopt : jsonInteger(*found, -kMostPoints, kMostPoints);
        if (!points) {
            return Error{"\"claim\" needs \"points\": a whole number"};
        }
        return Action{ClaimCount{seat, static_cast<int>(*points)}};
    }
    if (what == "accept") {
        return Action{AcceptCount{seat}};
    }
    if (what == "muggins") {
        return Action{CallMuggins{seat}};
    }
    return Error{"unknown \"do\": \"" + excerpt(what) +
                 "\"; expected new_game, lay_away, play, claim, accept, muggins, state or quit"};
}

Json EngineSession::request() const {
    if (!game_ || game_->state().phase == Phase::MatchOver) {
        return {{"do", "new_game"}};
    }
    const SeatView view = game_->view(seats_.client);
    const Json scores = seats_.scores(scores_);
    switch (view.phase) {
        case Phase::LayAway:
            return {{"do", "lay_away"},
                    {"cards", cardsLaidAwayEach(view.rules)},
                    {"hand", cardsJson(view.hand)},
                    {"dealer", seats_.who(view.dealer)},
                    {"scores", scores}};
        case Phase::Play: {
            return {{"do", "play"},
                    {"hand", cardsJson(view.hand)},
                    {"playable", cardsJson(playableCards(view.hand, view.count))},
                    {"count", view.count},
                    {"series", cardsJson(view.series)},
                    {"scores", scores}};
        }
        default:
            break;
    }
    const std::vector<Card> shownCards(shown_->cards.begin(), shown_->cards.end());
    Json request{{"do", view.claimed ? "judge" : "claim"},
                 {"who", seats_.who(shown_->seat)},
                 {"crib", shown_->crib},
                 {"cards", cardsJson(shownCards)},
                 {"starter", toString(shown_->starter)}};
    if (view.claimed) {
        request["claimed"] = *view.claimed;
    }
    request["scores"] = scores;
    return request;
}

Json EngineSession::reply() {
    Json json{{"events", std::move(events_)}, {"request", request()}};
    events_ = Json::array();
    return json;
}

Json EngineSession::refuse(const std::string& message) {
    Json json{{"error", message}, {"events", std::move(events_)}, {"request", request()}};
    events_ = Json::array();
    return json;
}

}  // namespace cribbage::cli
