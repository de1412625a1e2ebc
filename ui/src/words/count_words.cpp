#include "words/count_words.h"

#include <QLocale>
#include <QStringList>
#include <array>

#include "words/numbers.h"

namespace cribbage::ui {
namespace {

constexpr std::array kNumberWords{
    QT_TRANSLATE_NOOP("CountWords", "zero"),
    QT_TRANSLATE_NOOP("CountWords", "one"),
    QT_TRANSLATE_NOOP("CountWords", "two"),
    QT_TRANSLATE_NOOP("CountWords", "three"),
    QT_TRANSLATE_NOOP("CountWords", "four"),
    QT_TRANSLATE_NOOP("CountWords", "five"),
    QT_TRANSLATE_NOOP("CountWords", "six"),
    QT_TRANSLATE_NOOP("CountWords", "seven"),
    QT_TRANSLATE_NOOP("CountWords", "eight"),
    QT_TRANSLATE_NOOP("CountWords", "nine"),
    QT_TRANSLATE_NOOP("CountWords", "ten"),
    QT_TRANSLATE_NOOP("CountWords", "eleven"),
    QT_TRANSLATE_NOOP("CountWords", "twelve"),
    QT_TRANSLATE_NOOP("CountWords", "thirteen"),
    QT_TRANSLATE_NOOP("CountWords", "fourteen"),
    QT_TRANSLATE_NOOP("CountWords", "fifteen"),
    QT_TRANSLATE_NOOP("CountWords", "sixteen"),
    QT_TRANSLATE_NOOP("CountWords", "seventeen"),
    QT_TRANSLATE_NOOP("CountWords", "eighteen"),
    QT_TRANSLATE_NOOP("CountWords", "nineteen"),
    QT_TRANSLATE_NOOP("CountWords", "twenty"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-one"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-two"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-three"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-four"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-five"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-six"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-seven"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-eight"),
    QT_TRANSLATE_NOOP("CountWords", "twenty-nine"),
    QT_TRANSLATE_NOOP("CountWords", "thirty"),
    QT_TRANSLATE_NOOP("CountWords", "thirty-one"),
};

int cardsIn(const ScoreItem& item) {
    return static_cast<int>(item.cards.size());
}

}  // namespace

QString CountWords::number(int n) {
    if (n < 0 || n >= static_cast<int>(kNumberWords.size())) {
        return localeNumber(n);
    }
    return tr(kNumberWords[static_cast<std::size_t>(n)]);
}

QString CountWords::showPhrase(const ScoreItem& item, int runningTotal) {
    const QString total = number(runningTotal);
    switch (item.kind) {
        case ScoreKind::Fifteen:
            return tr("fifteen %1").arg(total);
        case ScoreKind::Pair:
            return tr("a pair is %1").arg(total);
        case ScoreKind::PairRoyal:
            return tr("a pair royal is %1").arg(total);
        case ScoreKind::DoublePairRoyal:
            return tr("a double pair royal is %1").arg(total);
        case ScoreKind::Run:
            return tr("a run of %1 is %2").arg(number(cardsIn(item)), total);
        case ScoreKind::Flush:
            return tr("a flush of %1 is %2").arg(number(cardsIn(item)), total);
        case ScoreKind::Nobs:
            return tr("his nobs is %1").arg(total);
        case ScoreKind::ThirtyOne:
        case ScoreKind::Go:
        case ScoreKind::LastCard:
        case ScoreKind::Heels:
        case ScoreKind::ThreeForLast:
            break;  // not scored in the show
    }
    return tr("%1 more is %2").arg(number(item.points), total);
}

std::vector<QString> CountWords::showPhrases(const std::vector<ScoreItem>& items) {
    std::vector<QString> phrases;
    int runningTotal = 0;
    for (const ScoreItem& item : items) {
        runningTotal += item.points;
        phrases.push_back(showPhrase(item, runningTotal));
    }
    return phrases;
}

QString CountWords::joined(const std::vector<QString>& phrases) {
    if (phrases.empty()) {
        return tr("nineteen", "a hand worth nothing, as players say it");
    }
    return QLocale().createSeparatedList(QStringList(phrases.begin(), phrases.end()));
}

QString CountWords::showCount(const std::vector<ScoreItem>& items) {
    return joined(showPhrases(items));
}

QString CountWords::playCount(const std::vector<ScoreItem>& items) {
    QStringList phrases;
    int runningTotal = 0;
    for (const ScoreItem& item : items) {
        runningTotal += item.points;
        const QString total = number(runningTotal);
        switch (item.kind) {
            case ScoreKind::Fifteen:
                phrases.append(tr("fifteen %1").arg(total));
                break;
            case ScoreKind::ThirtyOne:
                phrases.append(tr("thirty-one for %1").arg(total));
                break;
            case ScoreKind::Pair:
                phrases.append(tr("a pair for %1").arg(total));
                break;
            case ScoreKind::PairRoyal:
                phrases.append(tr("a pair royal for %1").arg(total));
                break;
            case ScoreKind::DoublePairRoyal:
                phrases.append(tr("a double pair royal for %1").arg(total));
                break;
            case ScoreKind::Run:
                phrases.append(tr("a run of %1 for %2").arg(number(cardsIn(item)), total));
                break;
            case ScoreKind::Go:
                phrases.append(runningTotal == item.points
                                   ? tr("one for the go")
                                   : tr("one for the go makes %1").arg(total));
                break;
            case ScoreKind::LastCard:
                phrases.append(runningTotal == item.points
                                   ? tr("one for last card")
                                   : tr("one for last card makes %1").arg(total));
                break;
            case ScoreKind::Heels:
                phrases.append(tr("two for his heels"));
                break;
            case ScoreKind::ThreeForLast:
                phrases.append(tr("three for last",
                                  "five-card cribbage: the pone's 3 at the "
                                  "first deal of a game"));
                break;
            case ScoreKind::Flush:
            case ScoreKind::Nobs:
                phrases.append(tr("%1 more is %2").arg(number(item.points), total));
                break;
        }
    }
    return QLocale().createSeparatedList(phrases);
}

}  // namespace cribbage::ui
