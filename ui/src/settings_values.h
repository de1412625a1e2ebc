#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>

#include "core_enums.h"
#include "cribbage/rules.h"

// The groups of settings as the values QML reads and writes whole: settings.rules.target = 61
// writes the rules back through GameSettings::setRules. Which file key keeps each property,
// its default and its check: settings_table.cpp.
namespace cribbage::ui {

namespace Animations {
Q_NAMESPACE
QML_ELEMENT
enum class Speed { Instant, Fast, Normal, Slow };
Q_ENUM_NS(Speed)
}  // namespace Animations

// The rules of the next match.
class RulesValue : public RuleSettings {
    Q_GADGET
    QML_VALUE_TYPE(rules)
    Q_PROPERTY(int players MEMBER players)
    Q_PROPERTY(int target MEMBER target)
    Q_PROPERTY(cribbage::SkunkRule skunk MEMBER skunk)
    Q_PROPERTY(bool muggins MEMBER muggins)
    // The first dealer drawn at random instead of cut for.
    Q_PROPERTY(bool randomFirstDealer READ randomFirstDealer WRITE setRandomFirstDealer)
    Q_PROPERTY(bool cribFourCardFlush MEMBER cribFourCardFlush)
    Q_PROPERTY(bool fiveCardFlushOnly MEMBER fiveCardFlushOnly)
    Q_PROPERTY(int matchGames MEMBER matchGames)

public:
    RulesValue() = default;
    explicit RulesValue(const RuleSettings& rules) : RuleSettings(rules) {}

    bool randomFirstDealer() const { return firstDealer == FirstDealer::Random; }
    void setRandomFirstDealer(bool random) {
        firstDealer = random ? FirstDealer::Random : FirstDealer::Cut;
    }
};

// How the table looks and moves.
class AppearanceValue {
    Q_GADGET
    QML_VALUE_TYPE(appearance)
    Q_PROPERTY(cribbage::ui::Animations::Speed animationSpeed MEMBER animationSpeed)
    Q_PROPERTY(QString cardBack MEMBER cardBack)
    Q_PROPERTY(bool fourColour MEMBER fourColour)
    // The table in black, white and yellow, for players who need the strongest contrast.
    Q_PROPERTY(bool highContrast MEMBER highContrast)
    // The words' size in percent of the usual, 100 to 150; 0 follows the system's font.
    Q_PROPERTY(int textSize MEMBER textSize)

public:
    Animations::Speed animationSpeed = Animations::Speed::Normal;
    QString cardBack;
    bool fourColour = false;
    bool highContrast = false;
    int textSize = 0;

    bool operator==(const AppearanceValue&) const = default;
};

// The coach's choices of the person at seat 0 who gave no name (each other person's are
// GameSettings::coachOf them), and the guided first game's offer.
class CoachingValue {
    Q_GADGET
    QML_VALUE_TYPE(coaching)
    // The analysis's best options shown while the person lays away or plays.
    Q_PROPERTY(bool hints MEMBER hints)
    // "Tell me when I go wrong": a note right after a decision that loses more than this many
    // tenths of a point against the Expert's; 0 for no notes.
    Q_PROPERTY(int warnAboveTenths MEMBER warnAboveTenths)
    // The guided first game has been offered (on the first launch, once).
    Q_PROPERTY(bool guideOffered MEMBER guideOffered)

public:
    bool hints = false;
    int warnAboveTenths = 0;
    bool guideOffered = false;

    bool operator==(const CoachingValue&) const = default;
};

}  // namespace cribbage::ui
