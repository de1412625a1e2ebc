#include "test_storage.h"

#include <QTest>
#include <algorithm>
#include <memory>

#include "computer_seat.h"
#include "settings_change.h"

namespace cribbage::ui::test {

void seatPeople(GameSettings& settings, int players, const std::vector<int>& people) {
    changeSetting(settings, &RuleSettings::players, players);
    for (int seat = 1; seat < 4; ++seat) {
        settings.setPersonAt(seat, std::find(people.begin(), people.end(), seat) != people.end());
    }
    for (int seat = 0; seat < 4; ++seat) {
        settings.setNameAt(seat, QStringLiteral("Person %1").arg(seat));
    }
}

TurnDriver::PlayerFactory computersPlayedBy(Decider decider) {
    return [decider = std::move(decider)](const SeatFill& fill,
                                          ScreenPerson& screen) -> std::unique_ptr<SeatPlayer> {
        if (std::holds_alternative<ComputerLevel>(fill)) {
            return std::make_unique<ComputerSeat>(decider);
        }
        return playerFor(fill, screen);
    };
}

TestTable::TestTable(Decider decider, bool persistent, const QString& directory)
    : autoplayer_(&session_, decider) {
    session_.setStorageDirectory(directory.isEmpty() ? directory_.path() : directory);
    session_.setPersistent(persistent);
    changeSetting(*session_.settings(), &AppearanceValue::animationSpeed,
                  Animations::Speed::Instant);
    session_.turn()->setPlayerFactory(computersPlayedBy(std::move(decider)));
}

bool TestTable::waitForPerson(int timeoutMs) {
    return QTest::qWaitFor(
        [this] {
            const auto prompt = turn().prompt();
            return !turn().busy() && !turn().thinking() && prompt != TurnDriver::Prompt::None &&
                   prompt != TurnDriver::Prompt::Wait &&
                   (autoplayer_.remaining() == 0 || prompt == TurnDriver::Prompt::MatchOver);
        },
        timeoutMs);
}

bool TestTable::playMatch(int timeoutMs) {
    autoplayer_.play(1000000, app::Autoplayer::AtMatchEnd::Stop);
    return waitForPerson(timeoutMs) && turn().prompt() == TurnDriver::Prompt::MatchOver;
}

bool TestTable::playUntil(const std::function<bool()>& done, int decisions) {
    for (int i = 0; i < decisions; ++i) {
        if (!waitForPerson() || turn().prompt() == TurnDriver::Prompt::MatchOver) {
            return false;
        }
        if (done()) {
            return true;
        }
        autoplayer_.play(1);
    }
    return false;
}

bool TestTable::autoplay(int decisions) {
    autoplayer_.play(decisions);
    return QTest::qWaitFor(
        [&] { return autoplayer_.remaining() == 0 && !turn().busy() && !turn().thinking(); });
}

}  // namespace cribbage::ui::test

namespace cribbage::ui {
namespace {

QString cardsText(const std::vector<SceneCard>& cards) {
    QStringList names;
    for (const SceneCard& card : cards) {
        const QString name = card.card ? QString::fromStdString(toString(*card.card)) : "??";
        names.append(card.faceUp ? name : name.toLower());
    }
    return names.join(' ');
}

}  // namespace

char* toString(const SceneState& scene) {
    QStringList lines;
    lines << QStringLiteral("phase %1 dealer %2 game %3 pack %4 count %5")
                 .arg(static_cast<int>(scene.phase))
                 .arg(scene.dealer)
                 .arg(scene.gameNumber)
                 .arg(scene.packSize)
                 .arg(scene.count);
    for (int seat = 0; seat < scene.players; ++seat) {
        lines << QStringLiteral("seat %1 holds [%2] played [%3] cut %4")
                     .arg(seat)
                     .arg(cardsText(scene.hands[seat]), cardsText(scene.played[seat]))
                     .arg(scene.cutCards[seat]
                              ? QString::fromStdString(toString(*scene.cutCards[seat]))
                              : QStringLiteral("-"));
    }
    lines << QStringLiteral("crib [%1] starter %2 series %3")
                 .arg(cardsText(scene.crib),
                      scene.starter ? QString::fromStdString(toString(*scene.starter)) : "-",
                      QString::fromStdString(toString(scene.series)));
    QStringList scores;
    for (int side = 0; side < scene.scores.size(); ++side) {
        scores << QStringLiteral("%1/%2/%3")
                      .arg(scene.scores[side])
                      .arg(scene.rearPegs[side])
                      .arg(scene.gamePoints[side]);
    }
    lines << QStringLiteral("scores ") + scores.join(' ');
    return qstrdup(lines.join(QStringLiteral("\n    ")).toUtf8().constData());
}

}  // namespace cribbage::ui
