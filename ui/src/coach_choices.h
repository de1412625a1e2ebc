#pragma once

#include <QSettings>
#include <QString>
#include <map>
#include <optional>

namespace cribbage::ui {

// What a person chose of the coach while they play: the hints, and the threshold of "Tell me
// when I go wrong" (tenths of a point; 0 for no notes).
struct CoachChoice {
    bool hints = false;
    int warnAboveTenths = 0;
    bool operator==(const CoachChoice&) const = default;
};

// Each named person's coach choices, kept by their name wherever they sit, in the settings'
// group people/coach. An entry that is not a clean name with a choice in range is skipped as
// the file is read.
class NamedCoachChoices {
public:
    static constexpr int kMaxWarnAboveTenths = 100;

    std::optional<CoachChoice> of(const QString& name) const;
    // Each returns whether something changed.
    bool set(const QString& name, CoachChoice choice);
    bool rename(const QString& from, const QString& to);
    bool forget(const QString& name);

    void read(QSettings& settings);
    void write(QSettings& settings) const;

    bool operator==(const NamedCoachChoices&) const = default;

private:
    std::map<QString, CoachChoice> byName_;
};

}  // namespace cribbage::ui
