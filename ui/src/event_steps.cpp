#include "event_steps.h"

#include <QStringList>
#include <algorithm>
#include <numeric>

#include "cribbage/action.h"
#include "cribbage/hand_score.h"

namespace cribbage::ui {
namespace {

bool isPerson(int seat) {
    return seat == kPersonSeat;
}

// "You cut", "The computer cuts": the subject and the verb that agrees with it.
QString who(int seat, const char* youVerb, const char* itVerb) {
    return isPerson(seat) ? QStringLiteral("You %1").arg(QLatin1String(youVerb))
                          : QStringLiteral("The computer %1").arg(QLatin1String(itVerb));
}

QString whose(int seat) {
    return isPerson(seat) ? QStringLiteral("Your") : QStringLiteral("The computer's");
}

QString capitalised(QString text) {
    if (!text.isEmpty()) {
        text[0] = text[0].toUpper();
    }
    return text;
}

QString scoreKindName(ScoreKind kind) {
    switch (kind) {
        case ScoreKind::Fifteen:
            return QStringLiteral("fifteen");
        case ScoreKind::ThirtyOne:
            return QStringLiteral("thirtyOne");
        case ScoreKind::Pair:
            return QStringLiteral("pair");
        case ScoreKind::PairRoyal:
            return QStringLiteral("pairRoyal");
        case ScoreKind::DoublePairRoyal:
            return QStringLiteral("doublePairRoyal");
        case ScoreKind::Run:
            return QStringLiteral("run");
        case ScoreKind::Flush:
            return QStringLiteral("flush");
        case ScoreKind::Nobs:
            return QStringLiteral("nobs");
        case ScoreKind::Go:
            return QStringLiteral("go");
        case ScoreKind::LastCard:
            return QStringLiteral("lastCard");
        case ScoreKind::Heels:
            return QStringLiteral("heels");
    }
    return {};
}

QString sourceName(ScoreSource source) {
    switch (source) {
        case ScoreSource::Heels:
            return QStringLiteral("heels");
        case ScoreSource::Play:
            return QStringLiteral("play");
        case ScoreSource::Hand:
            return QStringLiteral("hand");
        case ScoreSource::Crib:
            return QStringLiteral("crib");
        case ScoreSource::Muggins:
            return QStringLiteral("muggins");
    }
    return {};
}

QString phaseKey(Phase phase) {
    return QString::fromLatin1(phaseName(phase).data(),
                               static_cast<qsizetype>(phaseName(phase).size()));
}

// The items one by one, each with its own phrase ("fifteen four") and the count so far as
// players say it ("fifteen two and fifteen four").
QVariantList spokenItems(const std::vector<ScoreItem>& items) {
    const int total =
        std::accumulate(items.begin(), items.end(), 0,
                        [](int sum, const ScoreItem& item) { return sum + item.points; });
    const std::vector<std::string> phrases = sayCountPhrases(HandCount{items, total});
    QVariantList spoken;
    HandCount soFar;
    for (std::size_t i = 0; i < items.size(); ++i) {
        soFar.items.push_back(items[i]);
        soFar.total += items[i].points;
        spoken.append(
            QVariantMap{{QStringLiteral("kind"), scoreKindName(items[i].kind)},
                        {QStringLiteral("points"), items[i].points},
                        {QStringLiteral("cards"), cardCodes(items[i].cards)},
                        {QStringLiteral("phrase"), QString::fromStdString(phrases[i])},
                        {QStringLiteral("said"), QString::fromStdString(sayCount(soFar))}});
    }
    return spoken;
}

QString pointsText(const PointsScored& e) {
    const QString said = QString::fromStdString(sayCount(HandCount{e.items, e.points}));
    switch (e.source) {
        case ScoreSource::Heels:
            return QStringLiteral("Two for his heels to %1.").arg(whose(e.seat).toLower());
        case ScoreSource::Play:
            return QStringLiteral("%1 %2: %3.")
                .arg(who(e.seat, "peg", "pegs"))
                .arg(e.points)
                .arg(said);
        case ScoreSource::Hand:
        case ScoreSource::Crib:
            return capitalised(said) + QStringLiteral(".");
        case ScoreSource::Muggins:
            return QStringLiteral("%1 %2 missed: %3.")
                .arg(who(e.seat, "take the", "takes the"))
                .arg(e.points)
                .arg(said);
    }
    return {};
}

QString gameWonText(const GameWon& e, const RuleSettings& rules) {
    const int loser = e.side == 0 ? 1 : 0;
    // Points past the game hole are not pegged: the winner's score is the target.
    const auto pegged = [&](int side) {
        return std::min(e.scores[static_cast<std::size_t>(side)], rules.target);
    };
    QString text = QStringLiteral("%1 the game, %2 to %3")
                       .arg(who(e.side, "win", "wins"))
                       .arg(pegged(e.side))
                       .arg(pegged(loser));
    const QString name = winName(rules, e.gamePoints);
    if (!name.isEmpty()) {
        text += QStringLiteral(": a %1, worth %2 games").arg(name).arg(e.gamePoints);
    }
    return text + QStringLiteral(".");
}

struct StepMaker {
    const RuleSettings& rules;

    QVariantMap operator()(const CutForDealShown& e) const {
        return {
            {"kind", "cutForDeal"},
            {"seat", e.seat},
            {"card", QString::fromStdString(toString(e.card))},
            {"text", QStringLiteral("%1 %2.").arg(who(e.seat, "cut", "cuts"), cardName(e.card))}};
    }
    QVariantMap operator()(const CutForDealTied&) const {
        return {{"kind", "cutTied"}, {"text", QStringLiteral("A tie: cut again.")}};
    }
    QVariantMap operator()(const DealerChosen& e) const {
        return {{"kind", "dealerChosen"},
                {"seat", e.dealer},
                {"text", QStringLiteral("%1 first.").arg(who(e.dealer, "deal", "deals"))}};
    }
    QVariantMap operator()(const GameStarted& e) const {
        return {{"kind", "gameStarted"},
                {"seat", e.dealer},
                {"gameNumber", e.gameNumber},
                {"text", QStringLiteral("Game %1.").arg(e.gameNumber)}};
    }
    QVariantMap operator()(const CardDealt& e) const {
        QVariantMap step{{"kind", "cardDealt"}, {"seat", e.seat}, {"text", QString()}};
        if (isPerson(e.seat)) {
            step.insert("card", QString::fromStdString(toString(e.card)));
        }
        return step;
    }
    QVariantMap operator()(const CardDealtToCrib&) const {
        return {{"kind", "cardDealtToCrib"}, {"text", QString()}};
    }
    QVariantMap operator()(const PhaseChanged& e) const {
        return {{"kind", "phase"}, {"phase", phaseKey(e.phase)}, {"text", QString()}};
    }
    QVariantMap operator()(const CardsLaidAway& e) const {
        return {
            {"kind", "laidAway"},
            {"seat", e.seat},
            {"text", QStringLiteral("%1 two cards to the crib.").arg(who(e.seat, "lay", "lays"))}};
    }
    QVariantMap operator()(const StarterTurned& e) const {
        return {{"kind", "starter"},
                {"seat", e.cutter},
                {"card", QString::fromStdString(toString(e.starter))},
                {"text", QStringLiteral("The starter is %1.").arg(cardName(e.starter))}};
    }
    QVariantMap operator()(const CardPlayed& e) const {
        return {{"kind", "cardPlayed"},
                {"seat", e.seat},
                {"card", QString::fromStdString(toString(e.card))},
                {"count", e.count},
                {"text", QStringLiteral("%1 %2: %3.")
                             .arg(who(e.seat, "play", "plays"), cardName(e.card))
                             .arg(e.count)}};
    }
    QVariantMap operator()(const GoSaid& e) const {
        return {{"kind", "go"}, {"seat", e.seat}, {"text", who(e.seat, "say Go.", "says Go.")}};
    }
    QVariantMap operator()(const CountReset& e) const {
        return {{"kind", "countReset"},
                {"seat", e.leader},
                {"text", QStringLiteral("The count goes back to 0.")}};
    }
    QVariantMap operator()(const HandShown& e) const {
        const std::vector<Card> cards(e.cards.begin(), e.cards.end());
        return {{"kind", "handShown"},
                {"seat", e.seat},
                {"crib", e.crib},
                {"cards", cardCodes(cards)},
                {"starter", QString::fromStdString(toString(e.starter))},
                {"text", QStringLiteral("%1 %2.").arg(whose(e.seat), e.crib ? "crib" : "hand")}};
    }
    QVariantMap operator()(const CountClaimed& e) const {
        return {
            {"kind", "countClaimed"},
            {"seat", e.seat},
            {"points", e.points},
            {"text", QStringLiteral("%1 %2.").arg(who(e.seat, "claim", "claims")).arg(e.points)}};
    }
    QVariantMap operator()(const CountAccepted& e) const {
        return {{"kind", "countAccepted"},
                {"seat", e.seat},
                {"text", QStringLiteral("%1 the count.").arg(who(e.seat, "accept", "accepts"))}};
    }
    QVariantMap operator()(const MugginsCalled& e) const {
        return {{"kind", "muggins"},
                {"seat", e.seat},
                {"against", e.against},
                {"text", QStringLiteral("Muggins! %1.").arg(who(e.seat, "call", "calls"))}};
    }
    QVariantMap operator()(const PointsScored& e) const {
        return {{"kind", "points"},
                {"seat", e.seat},
                {"side", e.side},
                {"source", sourceName(e.source)},
                {"points", e.points},
                {"oldScore", e.oldScore},
                {"newScore", e.newScore},
                {"items", spokenItems(e.items)},
                {"said", QString::fromStdString(sayCount(HandCount{e.items, e.points}))},
                {"text", pointsText(e)}};
    }
    QVariantMap operator()(const GameWon& e) const {
        return {{"kind", "gameWon"},
                {"side", e.side},
                {"gamePoints", e.gamePoints},
                {"winName", winName(rules, e.gamePoints)},
                {"text", gameWonText(e, rules)}};
    }
    QVariantMap operator()(const MatchWon& e) const {
        const int loser = e.side == 0 ? 1 : 0;
        return {{"kind", "matchWon"},
                {"side", e.side},
                {"text", QStringLiteral("%1 the match, %2 games to %3.")
                             .arg(who(e.side, "win", "wins"))
                             .arg(e.gamePoints[static_cast<std::size_t>(e.side)])
                             .arg(e.gamePoints[static_cast<std::size_t>(loser)])}};
    }
};

}  // namespace

QString cardName(Card card) {
    static const QStringList suits{QStringLiteral("♣"), QStringLiteral("♦"), QStringLiteral("♥"),
                                   QStringLiteral("♠")};
    const QString rank = card.rank() == Rank::Ten ? QStringLiteral("10")
                                                  : QString(QLatin1Char(rankChar(card.rank())));
    return rank + suits[static_cast<int>(card.suit())];
}

QVariantList cardCodes(const std::vector<Card>& cards) {
    QVariantList codes;
    for (Card card : cards) {
        codes.append(QString::fromStdString(toString(card)));
    }
    return codes;
}

QString winName(const RuleSettings& rules, int gamePoints) {
    if (gamePoints == 4) {
        return QStringLiteral("double skunk");
    }
    if (gamePoints != 2) {
        return {};
    }
    const bool skunkLine = rules.skunk == SkunkRule::SkunkAndDoubleSkunk && rules.target == 121;
    return skunkLine ? QStringLiteral("skunk") : QStringLiteral("lurch");
}

QVariantMap stepData(const Event& event, const RuleSettings& rules) {
    return std::visit(StepMaker{rules}, event);
}

QVariantMap gatherStepData(int dealer) {
    return {{"kind", "gather"},
            {"seat", dealer},
            {"text", QStringLiteral("%1 the cards.").arg(who(dealer, "gather", "gathers"))}};
}

QVariantMap shuffleStepData(int dealer) {
    return {{"kind", "shuffle"},
            {"seat", dealer},
            {"text", QStringLiteral("%1.").arg(who(dealer, "deal", "deals"))}};
}

QString tableWords(const std::string& engineMessage) {
    QString text = QString::fromStdString(engineMessage);
    const QString person = QString::fromStdString(seatName(kPersonSeat));
    const QString computer = QString::fromStdString(seatName(kComputerSeat));
    text.replace(person + QStringLiteral("'s"), QStringLiteral("your"));
    text.replace(computer + QStringLiteral("'s"), QStringLiteral("the computer's"));
    text.replace(person, QStringLiteral("you"));
    text.replace(computer, QStringLiteral("the computer"));
    return capitalised(text);
}

}  // namespace cribbage::ui
