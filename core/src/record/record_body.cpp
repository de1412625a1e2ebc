#include "record_body.h"

#include "cribbage/excerpt.h"
#include "deal_block.h"
#include "record_text.h"

namespace cribbage::record {
namespace {

class BodyReader {
public:
    explicit BodyReader(const RuleSettings& rules) : rules_(rules) {}

    std::optional<Error> read(const BodyLine& line) {
        line_ = line.line;
        const auto colon = line.text.find(": ");
        const std::string_view head = line.text.substr(0, colon);
        const std::string_view rest =
            colon == std::string_view::npos ? std::string_view{} : line.text.substr(colon + 2);
        const auto headWords = words(head);
        const std::string_view last = headWords.empty() ? "" : headWords.back();
        if (head == "Cut for deal") {
            return cutForDeal(rest);
        }
        if (head == "Crib card") {
            return cribCard(rest);
        }
        if (head == "Starter") {
            return starter(rest);
        }
        if (head == "Play") {
            return play(rest);
        }
        if (headWords.size() == 2 && headWords[0] == "Deal") {
            return deal(last, rest);
        }
        if (headWords.size() == 2 && headWords[0] == "Hand") {
            return hand(last, rest);
        }
        if (headWords.size() == 3 && headWords[0] == "Lay" && headWords[1] == "away") {
            return layAway(last, rest);
        }
        if (headWords.size() == 2 && (headWords[0] == "Count" || headWords[0] == "Crib")) {
            return count(headWords[0] == "Crib", last, rest);
        }
        return refused("cannot read " + quotedExcerpt(line.text) +
                       ": a line of a deal begins Cut for deal, Deal, Hand, Crib card, Lay "
                       "away, Starter, Play, Count or Crib");
    }

    Result<RecordBody> finish() {
        if (deal_) {
            if (auto error = finishDeal()) {
                return *error;
            }
        }
        return std::move(body_);
    }

private:
    Error refused(std::string_view message) const { return Error{atLine(line_, message)}; }

    void addStep(Action action, StepCheck check = StepCheck::None,
                 std::optional<int> gameNumber = std::nullopt) {
        body_.steps.push_back(RecordStep{line_, std::move(action), check, gameNumber, {}});
    }

    Result<int> seat(std::string_view text) const {
        const auto number = wholeNumber(text);
        if (!number || *number < 1 || *number > rules_.players) {
            return refused("no seat " + quotedExcerpt(text) + " in a game of " +
                           std::to_string(rules_.players) + " players");
        }
        return *number - 1;
    }

    Result<std::vector<Card>> cards(std::string_view text) const {
        auto parsed = parseCards(text);
        if (!parsed) {
            return refused(parsed.error());
        }
        if (parsed->empty()) {
            return refused("no cards are named");
        }
        return parsed;
    }

    std::optional<Error> cardAt(std::string_view cardText, std::string_view depthText,
                                StackedPack& pack, std::string_view where) {
        const auto card = parseCard(cardText);
        if (!card) {
            return refused(card.error());
        }
        const auto depth = wholeNumber(depthText);
        if (!depth) {
            return refused("the depth of a cut is a whole number, not " + quotedExcerpt(depthText));
        }
        if (pack.holds(*card)) {
            return refused(toString(*card) + " is named twice in " + std::string(where));
        }
        if (!pack.take(*depth, *card)) {
            return refused("a cut at " + std::to_string(*depth) +
                           " is below the bottom of the pack");
        }
        return std::nullopt;
    }

    std::optional<Error> cutForDeal(std::string_view rest) {
        if (deal_) {
            return refused("the cut for the deal comes before the first deal");
        }
        StackedPack pack;
        for (std::string_view entry : splitOn(rest, ",")) {
            const auto parts = words(entry);
            if (parts.size() != 4 || parts[2] != "at") {
                return refused(
                    "a cut for the deal is written seat, card, at, depth: 1 9D at "
                    "20, not " +
                    quotedExcerpt(entry));
            }
            const auto cutter = seat(parts[0]);
            if (!cutter) {
                return cutter.failure();
            }
            if (auto error = cardAt(parts[1], parts[3], pack, "a cut for the deal")) {
                return error;
            }
            addStep(Cut{*cutter, *wholeNumber(parts[3])}, StepCheck::CutForDeal);
        }
        body_.stackedDecks.push_back(pack.top());
        return std::nullopt;
    }

    std::optional<Error> deal(std::string_view numberText, std::string_view rest) {
        const int number = deal_ ? deal_->number + 1 : 1;
        if (wholeNumber(numberText) != number) {
            return refused("deal " + excerpt(numberText, kMostQuoted) + " where deal " +
                           std::to_string(number) + " was due");
        }
        const auto parts = splitOn(rest, ",");
        const auto game = parts.size() == 2 ? words(parts[0]) : std::vector<std::string_view>{};
        const auto dealer = parts.size() == 2 ? words(parts[1]) : std::vector<std::string_view>{};
        if (game.size() != 2 || game[0] != "game" || !wholeNumber(game[1]) || dealer.size() != 2 ||
            dealer[0] != "dealer") {
            return refused("a deal is written Deal 1: game 1, dealer 2");
        }
        const auto dealerSeat = seat(dealer[1]);
        if (!dealerSeat) {
            return dealerSeat.failure();
        }
        if (deal_) {
            if (auto error = finishDeal()) {
                return error;
            }
        }
        deal_ = DealBlock{};
        deal_->line = line_;
        deal_->number = number;
        deal_->dealer = *dealerSeat;
        deal_->hands.resize(static_cast<std::size_t>(rules_.players));
        addStep(Deal{*dealerSeat}, StepCheck::None, *wholeNumber(game[1]));
        return std::nullopt;
    }

    // The deal's cards not yet seen in it, or why they cannot be dealt.
    std::optional<Error> dealtCards(const std::vector<Card>& given, std::size_t wanted,
                                    std::string_view what) {
        if (!deal_ || deal_->handsTaken) {
            return refused(std::string(what) +
                           " comes after its deal's line and before its "
                           "lay away");
        }
        if (given.size() != wanted) {
            return refused(std::string(what) + " has " + std::to_string(given.size()) +
                           " cards; a game of " + std::to_string(rules_.players) +
                           " players deals " + std::to_string(wanted));
        }
        for (Card card : given) {
            if (deal_->named.contains(card)) {
                return refused(toString(card) + " is dealt twice in deal " +
                               std::to_string(deal_->number));
            }
            deal_->named.insert(card);
        }
        return std::nullopt;
    }

    std::optional<Error> hand(std::string_view seatText, std::string_view rest) {
        const auto holder = seat(seatText);
        if (!holder) {
            return holder.failure();
        }
        auto given = cards(rest);
        if (!given) {
            return given.failure();
        }
        const std::string what = "the hand of seat " + std::to_string(*holder + 1);
        if (deal_ && !deal_->hands[static_cast<std::size_t>(*holder)].empty()) {
            return refused(what + " is given twice");
        }
        if (auto error =
                dealtCards(*given, static_cast<std::size_t>(cardsDealtEach(rules_)), what)) {
            return error;
        }
        deal_->hands[static_cast<std::size_t>(*holder)] = *given;
        return std::nullopt;
    }

    std::optional<Error> cribCard(std::string_view rest) {
        if (cribCardsDealt(rules_) == 0) {
            return refused("only a game of three players deals a card to the crib");
        }
        auto given = cards(rest);
        if (!given) {
            return given.failure();
        }
        if (deal_ && !deal_->crib.empty()) {
            return refused("the crib card is given twice");
        }
        if (auto error = dealtCards(*given, static_cast<std::size_t>(cribCardsDealt(rules_)),
                                    "the crib card")) {
            return error;
        }
        deal_->crib = *given;
        return std::nullopt;
    }

    std::optional<Error> takeHands() {
        if (!deal_) {
            return refused("this line comes before the first deal");
        }
        return deal_->takeHands(rules_);
    }

    std::optional<Error> finishDeal() {
        if (auto error = takeHands()) {
            return error;
        }
        body_.stackedDecks.push_back(deal_->pack.top());
        return std::nullopt;
    }

    std::optional<Error> layAway(std::string_view seatText, std::string_view rest) {
        const auto layer = seat(seatText);
        if (!layer) {
            return layer.failure();
        }
        auto given = cards(rest);
        if (!given) {
            return given.failure();
        }
        if (auto error = takeHands()) {
            return error;
        }
        addStep(LayAway{*layer, *given});
        return std::nullopt;
    }

    std::optional<Error> starter(std::string_view rest) {
        const auto parts = words(rest);
        if (parts.size() != 3 || parts[1] != "at") {
            return refused("the starter is written card, at, depth: Starter: 5H at 17");
        }
        if (auto error = takeHands()) {
            return error;
        }
        if (deal_->starterGiven) {
            return refused("deal " + std::to_string(deal_->number) + " has two starters");
        }
        if (auto error =
                cardAt(parts[0], parts[2], deal_->pack, "deal " + std::to_string(deal_->number))) {
            return error;
        }
        deal_->starterGiven = true;
        addStep(Cut{0, *wholeNumber(parts[2])}, StepCheck::Starter);
        return std::nullopt;
    }

    std::optional<Error> play(std::string_view rest) {
        if (auto error = takeHands()) {
            return error;
        }
        for (std::string_view entry : splitOn(rest, ",")) {
            const auto parts = words(entry);
            if (parts.size() != 2) {
                return refused(
                    "a turn of the play is written seat and card, or seat and go: "
                    "2 5H, 1 go; not " +
                    quotedExcerpt(entry));
            }
            const auto player = seat(parts[0]);
            if (!player) {
                return player.failure();
            }
            if (parts[1] == "go") {
                addStep(Go{*player});
                continue;
            }
            const auto card = parseCard(parts[1]);
            if (!card) {
                return refused(card.error());
            }
            addStep(Play{*player, *card});
        }
        return std::nullopt;
    }

    std::optional<Error> count(bool crib, std::string_view seatText, std::string_view rest) {
        const auto counter = seat(seatText);
        if (!counter) {
            return counter.failure();
        }
        if (auto error = takeHands()) {
            return error;
        }
        const auto parts = splitOn(rest, ",");
        const auto points = wholeNumber(parts[0]);
        if (!points || parts.size() > (rules_.muggins ? 2U : 1U)) {
            return refused(rules_.muggins
                               ? "a count is written Count 2: 8, accepted by 1 (or muggins by 1)"
                               : "a count is written Count 2: 8 (without muggins)");
        }
        if (!rules_.muggins) {
            body_.steps.push_back(RecordStep{
                line_, std::nullopt, StepCheck::None, {}, ShownCount{*counter, crib, *points}});
            return std::nullopt;
        }
        addStep(ClaimCount{*counter, *points}, crib ? StepCheck::CribCount : StepCheck::HandCount);
        if (parts.size() == 1) {
            return std::nullopt;
        }
        const auto judged = words(parts[1]);
        if (judged.size() != 3 || judged[1] != "by" ||
            (judged[0] != "accepted" && judged[0] != "muggins")) {
            return refused("a count is judged: accepted by 1, or muggins by 1; not " +
                           quotedExcerpt(parts[1]));
        }
        const auto judge = seat(judged[2]);
        if (!judge) {
            return judge.failure();
        }
        addStep(judged[0] == "accepted" ? Action{AcceptCount{*judge}}
                                        : Action{CallMuggins{*judge}});
        return std::nullopt;
    }

    const RuleSettings& rules_;
    int line_ = 0;
    std::optional<DealBlock> deal_;
    RecordBody body_;
};

}  // namespace

Result<RecordBody> readBody(std::span<const BodyLine> lines, const RuleSettings& rules) {
    BodyReader reader(rules);
    for (const BodyLine& line : lines) {
        if (auto error = reader.read(line)) {
            return *error;
        }
    }
    return reader.finish();
}

}  // namespace cribbage::record
