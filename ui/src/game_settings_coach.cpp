// The coach choices in the settings: the hints and the notes of "Tell me when I go wrong", each
// person's own. A named person's follow their name from seat to seat; a person who gave no
// name has the seat's.
#include <algorithm>
#include <utility>

#include "game_settings.h"

namespace cribbage::ui {
namespace {

// The choices of the people at seats 1 to 3 who gave no name (seat 0's are the table's hints
// and warnAboveTenths).
constexpr std::array<const char*, 3> kSeatHints{"people/hints1", "people/hints2", "people/hints3"};
constexpr std::array<const char*, 3> kSeatWarnAboveTenths{
    "people/warnAboveTenths1", "people/warnAboveTenths2", "people/warnAboveTenths3"};

constexpr int kMaxTenths = NamedCoachChoices::kMaxWarnAboveTenths;

bool otherSeat(int seat) {
    return seat >= 1 && seat <= 3;
}

}  // namespace

void GameSettings::loadCoachChoices() {
    std::array<CoachChoice, 3> seats;
    NamedCoachChoices named;
    if (store_) {
        for (std::size_t index = 0; index < seats.size(); ++index) {
            seats[index] = {
                .hints = store_->value(kSeatHints[index], false).toBool(),
                .warnAboveTenths = std::clamp(store_->value(kSeatWarnAboveTenths[index], 0).toInt(),
                                              0, kMaxTenths)};
        }
        named.read(*store_);
    }
    if (seats != seatCoach_ || named != namedCoach_) {
        seatCoach_ = seats;
        namedCoach_ = std::move(named);
        emit coachingChanged();
    }
}

CoachChoice GameSettings::coachOf(int seat, const QString& name) const {
    CoachChoice seats{.hints = coaching_.hints, .warnAboveTenths = coaching_.warnAboveTenths};
    if (otherSeat(seat)) {
        seats = seatCoach_[static_cast<std::size_t>(seat - 1)];
    }
    return name.isEmpty() ? seats : namedCoach_.of(name).value_or(seats);
}

void GameSettings::setHintsOf(int seat, const QString& name, bool hints) {
    CoachChoice choice = coachOf(seat, name);
    choice.hints = hints;
    storeCoachChoice(seat, name, choice);
}

void GameSettings::setWarnAboveTenthsOf(int seat, const QString& name, int tenths) {
    CoachChoice choice = coachOf(seat, name);
    choice.warnAboveTenths = std::clamp(tenths, 0, kMaxTenths);
    storeCoachChoice(seat, name, choice);
}

void GameSettings::storeCoachChoice(int seat, const QString& name, CoachChoice choice) {
    const CoachChoice before = coachOf(seat, name);
    if (!name.isEmpty()) {
        if (namedCoach_.set(name, choice) && store_) {
            namedCoach_.write(*store_);
            sync();
        }
    } else if (seat == 0) {
        CoachingValue coaching = coaching_;
        coaching.hints = choice.hints;
        coaching.warnAboveTenths = choice.warnAboveTenths;
        setCoaching(coaching);
        return;
    } else if (otherSeat(seat)) {
        const auto index = static_cast<std::size_t>(seat - 1);
        seatCoach_[index] = choice;
        if (store_) {
            store_->setValue(kSeatHints[index], choice.hints);
            store_->setValue(kSeatWarnAboveTenths[index], choice.warnAboveTenths);
            sync();
        }
    }
    if (before != choice) {
        emit coachingChanged();
    }
}

void GameSettings::renameCoachChoice(const QString& from, const QString& to) {
    const bool changed = to.isEmpty() ? namedCoach_.forget(from) : namedCoach_.rename(from, to);
    if (changed && store_) {
        namedCoach_.write(*store_);
        sync();
    }
}

}  // namespace cribbage::ui
