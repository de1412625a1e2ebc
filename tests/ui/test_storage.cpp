#include "test_storage.h"

#include <QTest>

namespace cribbage::ui::test {

TestTable::TestTable(Decider decider, bool persistent) {
    controller_.setStorageDirectory(directory_.path());
    controller_.setPersistent(persistent);
    controller_.settings()->setAnimationSpeed(GameSettings::Speed::Instant);
    controller_.setDecider(std::move(decider));
}

bool TestTable::waitForPerson(int timeoutMs) {
    return QTest::qWaitFor(
        [this] {
            const auto prompt = controller_.prompt();
            return !controller_.busy() && !controller_.thinking() &&
                   prompt != GameController::Prompt::None &&
                   prompt != GameController::Prompt::Wait &&
                   (controller_.autoplay() == 0 || prompt == GameController::Prompt::MatchOver);
        },
        timeoutMs);
}

bool TestTable::playMatch(int timeoutMs) {
    const auto stop = QObject::connect(&controller_, &GameController::promptChanged, [this] {
        if (controller_.prompt() == GameController::Prompt::MatchOver) {
            controller_.setAutoplay(0);
        }
    });
    controller_.setAutoplay(1000000);
    const bool over = waitForPerson(timeoutMs);
    QObject::disconnect(stop);
    return over && controller_.prompt() == GameController::Prompt::MatchOver;
}

bool TestTable::playUntil(const std::function<bool()>& done, int decisions) {
    for (int i = 0; i < decisions; ++i) {
        if (!waitForPerson() || controller_.prompt() == GameController::Prompt::MatchOver) {
            return false;
        }
        if (done()) {
            return true;
        }
        controller_.setAutoplay(1);
    }
    return false;
}

}  // namespace cribbage::ui::test

namespace cribbage::ui {
namespace {

QString cardsText(const std::vector<TableCard>& cards) {
    QStringList names;
    for (const TableCard& card : cards) {
        const QString name = card.card ? QString::fromStdString(toString(*card.card)) : "??";
        names.append(card.faceUp ? name : name.toLower());
    }
    return names.join(' ');
}

}  // namespace

char* toString(const TableState& table) {
    QStringList lines;
    lines << QStringLiteral("phase %1 dealer %2 game %3 pack %4 count %5")
                 .arg(static_cast<int>(table.phase))
                 .arg(table.dealer)
                 .arg(table.gameNumber)
                 .arg(table.packSize)
                 .arg(table.count);
    for (int seat = 0; seat < table.players; ++seat) {
        const auto at = static_cast<std::size_t>(seat);
        lines << QStringLiteral("seat %1 holds [%2] played [%3] cut %4")
                     .arg(seat)
                     .arg(cardsText(table.hands[at]), cardsText(table.played[at]))
                     .arg(table.cutCards[at] ? QString::fromStdString(toString(*table.cutCards[at]))
                                             : QStringLiteral("-"));
    }
    lines << QStringLiteral("crib [%1] starter %2 series %3")
                 .arg(cardsText(table.crib),
                      table.starter ? QString::fromStdString(toString(*table.starter)) : "-",
                      QString::fromStdString(toString(table.series)));
    QStringList scores;
    for (std::size_t side = 0; side < table.scores.size(); ++side) {
        scores << QStringLiteral("%1/%2/%3")
                      .arg(table.scores[side])
                      .arg(table.rearPegs[side])
                      .arg(table.gamePoints[side]);
    }
    lines << QStringLiteral("scores ") + scores.join(' ');
    return qstrdup(lines.join(QStringLiteral("\n    ")).toUtf8().constData());
}

}  // namespace cribbage::ui
