#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <array>
#include <memory>
#include <optional>

#include "coach_choices.h"
#include "core_enums.h"
#include "cribbage/rules.h"
#include "level_choices.h"
#include "person_name.h"
#include "seat_fill.h"
#include "settings_table.h"
#include "settings_values.h"

namespace cribbage::ui {

// The person's choices, remembered between launches (QSettings). The rules apply from the
// next match; the rest at once.
class GameSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.settings")
    // The rules of the next match, a value QML writes a rule of: settings.rules.target = 61.
    Q_PROPERTY(cribbage::ui::RulesValue rules READ rules WRITE setRules NOTIFY rulesChanged)
    // How the table looks and moves.
    Q_PROPERTY(cribbage::ui::AppearanceValue appearance READ appearance WRITE setAppearance NOTIFY
                   appearanceChanged)
    // The coach's choices of the person at seat 0 who gave no name (each other person's choice
    // is coachOf them), and the guided first game's offer. coachingChanged also tells of a
    // change of any other person's choice.
    Q_PROPERTY(
        cribbage::ui::CoachingValue coaching READ coaching WRITE setCoaching NOTIFY coachingChanged)
    // The level of the computer on the person's left: the only opponent with two players.
    Q_PROPERTY(cribbage::Level level READ level WRITE setLevel NOTIFY levelChanged)
    // The level of each computer (a Core.Level), by its place clockwise from the person: [left,
    // across, right]; with two players only the first plays, with three the first two.
    Q_PROPERTY(QVariantList seatLevels READ seatLevels NOTIFY levelChanged)
    // Which seats, clockwise from seat 0, a person fills rather than the computer (seat 0
    // always), and the name each person gave (empty when none): the table of the next match.
    Q_PROPERTY(QList<bool> seatPeople READ seatPeople NOTIFY peopleChanged)
    Q_PROPERTY(QStringList seatNames READ seatNames NOTIFY peopleChanged)
    // The peg colour each person chose (an index into the board's palette), -1 for none.
    Q_PROPERTY(QList<int> seatColours READ seatColours NOTIFY peopleChanged)
    Q_PROPERTY(int maxNameLength READ maxNameLength CONSTANT)
    // The language the game speaks (a code of gameLanguages()), or empty for the system's. It
    // changes when the game starts again: languagePending says it waits.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(bool languagePending READ languagePending NOTIFY languageChanged)
    // The system's language, then each language in its own name, in the order of the names, as
    // {value: code, text: name}.
    Q_PROPERTY(QVariantList languageChoices READ languageChoices CONSTANT)
    // The computer levels to choose from, weakest first, as {value: Core.Level, text: name}.
    Q_PROPERTY(QVariantList levelChoices READ levelChoices CONSTANT)
    // Whether the rules chosen differ from those of the match in play (they wait for the next).
    Q_PROPERTY(bool rulesPending READ rulesPending NOTIFY rulesPendingChanged)
    // Why the settings file could not be read, and where it was kept; empty when it was read.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    enum class Memory { Remembered, Forgotten };

    // The defaults, forgotten until open() says where they are kept.
    explicit GameSettings(QObject* parent = nullptr);
    // The settings open() reads from `file`.
    explicit GameSettings(const QString& file, Memory memory = Memory::Remembered,
                          QObject* parent = nullptr)
        : GameSettings(parent) {
        open(file, memory);
    }

    // Reads the settings kept in `file` (an INI file), or where QSettings keeps this
    // application's when `file` is empty, and keeps every change there. Forgotten settings go
    // back to their defaults and are never written.
    void open(const QString& file, Memory memory);

    // The language kept in `file` (or where QSettings keeps this application's settings), read
    // before the window opens: empty for the system's, and for a file open() would set aside.
    static QString storedLanguage(const QString& file = {});

    const RulesValue& rules() const { return rules_; }
    const AppearanceValue& appearance() const { return appearance_; }
    const CoachingValue& coaching() const { return coaching_; }
    Level level() const { return levels_[0]; }
    QVariantList seatLevels() const;
    // The level of the computer `place` seats clockwise from the person (1 to 3).
    Level levelAt(int place) const;
    // Who sits `place` seats clockwise from the person at a table of `players`, to start a
    // sentence or label a choice: "The computer", "The player on your left", "Your partner".
    Q_INVOKABLE QString placeName(int place, int players) const;
    // What the new match's dialog calls `seat` of a table of `players`: the placeName, or, at a
    // table of people (where the person who starts is not special), "Player 1", "Player 2"...
    Q_INVOKABLE QString seatLabel(int seat, int players, bool tableOfPeople) const;
    QList<bool> seatPeople() const { return QList<bool>(people_.begin(), people_.end()); }
    QStringList seatNames() const { return {names_.begin(), names_.end()}; }
    QList<int> seatColours() const { return {colours_.begin(), colours_.end()}; }
    // Who fills each seat of a match of players() begun now.
    Lineup lineup() const;
    // The coach choices of the person at `seat` (0 to 3) who gave `name`: a named person's own
    // wherever they sit (the seat's until they choose), and the seat's for a person who gave
    // no name.
    CoachChoice coachOf(int seat, const QString& name) const;
    QString language() const { return language_; }
    bool languagePending() const { return language_ != languageAtOpen_; }
    QVariantList languageChoices() const;
    QVariantList levelChoices() const;
    bool rulesPending() const { return rulesPending_; }
    QString notice() const { return notice_; }

    // The rules of the next match: a rule that is not one of the game's keeps what it was, and
    // of the two flush rules, which exclude each other, the one turned on now is kept.
    void setRules(RulesValue rules);
    void setAppearance(const AppearanceValue& appearance);
    void setCoaching(const CoachingValue& coaching);
    void setLevel(Level level) { setLevelAt(1, level); }
    Q_INVOKABLE void setLevelAt(int place, cribbage::Level level);
    // Seats 1 to 3: a person (true) or the computer at its level.
    Q_INVOKABLE void setPersonAt(int seat, bool person);
    // The name of the person at `seat` (0 to 3), without spaces around it, at most
    // kMaxNameLength characters.
    Q_INVOKABLE void setNameAt(int seat, const QString& name);
    static int maxNameLength() { return kMaxNameLength; }
    // The peg colour of the person at `seat` (0 to 3): an index into the palette, or -1.
    Q_INVOKABLE void setColourAt(int seat, int colour);
    // Every seat remembered for the person called `from` is remembered for `to`.
    void renamePerson(const QString& from, const QString& to);
    // No seat remembers the person called `name` any longer.
    void forgetPerson(const QString& name);
    // The choices of the person at `seat` who gave `name`, as coachOf reads them.
    void setHintsOf(int seat, const QString& name, bool hints);
    void setWarnAboveTenthsOf(int seat, const QString& name, int tenths);
    void setLanguage(const QString& language);

    // The rules of the match in play, which rulesPending compares with rules().
    void setRulesInPlay(const RuleSettings& rules);

signals:
    void rulesChanged();
    void appearanceChanged();
    void coachingChanged();
    void levelChanged();
    void peopleChanged();
    void languageChanged();
    void rulesPendingChanged();
    void noticeChanged();

private:
    template <class T, class Signal>
    void store(T& member, T value, const char* key, Signal changed);
    // member set to value, and changed emitted, where they differ.
    template <class T, class Signal>
    void load(T& member, T value, Signal changed) {
        if (member != value) {
            member = std::move(value);
            emit(this->*changed)();
        }
    }
    void updateRulesPending();
    // The value kept under key, or fallback when nothing is kept (forgotten settings).
    template <class T>
    T kept(const char* key, const T& fallback) const;
    void loadGroups(bool somethingWasThere);
    // Who fills each seat: a person (their name and colour) or a computer at its level.
    void loadSeats();
    void loadCoachChoices();
    void storeCoachChoice(int seat, const QString& name, CoachChoice choice);
    // The choices kept for the person called `from` are kept for `to` (forgotten if empty).
    void renameCoachChoice(const QString& from, const QString& to);
    // What open() found at the settings file's place: a notice for the player, whether
    // something was there that could not be read, and whether the settings can be kept there.
    struct FileCheck {
        QString notice;
        bool somethingWasThere = false;
        bool keep = true;
    };
    static FileCheck checkedFile(const QString& path);
    // The settings kept in `file`, or where QSettings keeps this application's when it is
    // empty: in the game's own format (settings_format.h) where they are a file.
    static std::unique_ptr<QSettings> settingsIn(const QString& file);
    // store_ made on `file`; none, and `check` saying so, when QSettings could not read it.
    void openStore(const QString& file, FileCheck& check);
    void sync();
    void setNotice(const QString& notice);

    std::unique_ptr<QSettings> store_;  // null when forgotten
    RulesValue rules_ = keptGroup<RulesValue>(nullptr, SettingGroup::Rules);
    AppearanceValue appearance_ = keptGroup<AppearanceValue>(nullptr, SettingGroup::Appearance);
    CoachingValue coaching_ = keptGroup<CoachingValue>(nullptr, SettingGroup::Coaching);
    std::array<Level, 3> levels_{kDefaultLevel, kDefaultLevel, kDefaultLevel};
    std::array<bool, 4> people_{true, false, false, false};
    std::array<QString, 4> names_;
    std::array<int, 4> colours_{-1, -1, -1, -1};
    // The choices of the people at seats 1 to 3 who gave no name.
    std::array<CoachChoice, 3> seatCoach_;
    NamedCoachChoices namedCoach_;
    QString language_;
    QString languageAtOpen_;  // the language the game speaks until it starts again
    std::optional<RuleSettings> rulesInPlay_;
    bool rulesPending_ = false;
    QString notice_;
};

}  // namespace cribbage::ui
