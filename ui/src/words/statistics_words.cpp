#include "words/statistics_words.h"

#include <QStringList>
#include <QVariantMap>
#include <cmath>

#include "cribbage/card.h"
#include "level_choices.h"
#include "words/card_words.h"
#include "words/numbers.h"

namespace cribbage::ui {
namespace {

QVariantMap row(const QString& label, const QString& value) {
    return {{QStringLiteral("label"), label}, {QStringLiteral("value"), value}};
}

// "5♥ 5♠ 5♣ J♦, starter 5♦" from the codes the statistics keep; the codes as they are when
// they are not cards.
QString handWords(const QString& codes, const QString& withStarter) {
    std::vector<Card> cards;
    for (const QString& code : codes.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const auto card = parseCard(code.toStdString());
        if (!card) {
            return codes;
        }
        cards.push_back(*card);
    }
    if (cards.size() != 5) {
        return codes;
    }
    return withStarter.arg(cardNames(std::span(cards).first(4)), cardName(cards.back()));
}

}  // namespace

QString StatisticsWords::wonAndLost(int won, int lost) {
    return tr("%1 won, %2 lost").arg(localeNumber(won), localeNumber(lost));
}

QString StatisticsWords::tableName(const TableFigures& table) {
    const QString figures =
        !table.level
            ? tr("against people, %n player(s)", "figures of games with no computer", table.players)
            : tr("%1, %n player(s)", "", table.players).arg(levelDisplayName(*table.level));
    return table.person.isEmpty() ? figures
                                  : tr("%1: %2", "a person's name, then which of their figures")
                                        .arg(table.person, figures);
}

QVariantList StatisticsWords::rivalRows(const std::vector<const TableFigures*>& tables) {
    QVariantList rows;
    for (const TableFigures* table : tables) {
        rows.append(row(table->person.isEmpty() ? tr("You") : table->person,
                        wonAndLost(table->gamesLost, table->gamesWon)));
    }
    return rows;
}

QVariantList StatisticsWords::tableRows(const TableFigures& table) {
    const auto average = [](double points, int times) {
        return times > 0 ? tr("%1 (over %n)", "", times).arg(localeDecimal(points / times))
                         : tr("none yet");
    };
    QVariantList rows{
        row(tr("Games"), wonAndLost(table.gamesWon, table.gamesLost)),
        row(tr("Matches"), wonAndLost(table.matchesWon, table.matchesLost)),
        row(tr("Skunks"),
            tr("%1 given, %2 taken")
                .arg(localeNumber(table.skunksGiven), localeNumber(table.skunksTaken))),
        row(tr("Points per hand"), average(table.handPoints, table.handsCounted)),
        row(tr("Points per crib"), average(table.cribPoints, table.cribsCounted)),
        row(tr("Points in the play, per deal"), average(table.playPoints, table.dealsPlayed)),
        row(tr("Points lost per deal, by the review"),
            average(table.hundredthsLost / 100.0, table.dealsReviewed)),
    };
    // Said only once there is something to say: most players never take a move back.
    if (table.gamesWithUndo > 0) {
        rows.append(row(tr("Games with a move taken back"), localeNumber(table.gamesWithUndo)));
    }
    rows.append(row(tr("Best hand"), table.bestHand > 0
                                         ? tr("%n point(s): %1", "", table.bestHand)
                                               .arg(handWords(table.bestHandCards,
                                                              tr("%1, starter %2",
                                                                 "a hand's cards and its starter")))
                                         : tr("none yet")));
    return rows;
}

QVariantList StatisticsWords::practiceRows(const PracticeFigures& practice) {
    if (practice.hands == 0) {
        return {row(tr("Hands counted"), tr("none yet"))};
    }
    const double seconds = static_cast<double>(practice.milliseconds) / 1000.0 / practice.hands;
    return {
        row(tr("Hands counted"), localeNumber(practice.hands)),
        row(tr("Counted right"),
            tr("%1 (%2%)", "hands counted right and the share of all hands counted")
                .arg(localeNumber(practice.right), localeNumber(static_cast<int>(std::lround(
                                                       100.0 * practice.right / practice.hands))))),
        row(tr("Time per hand"), tr("%1 seconds", "an average time").arg(localeDecimal(seconds))),
    };
}

}  // namespace cribbage::ui
