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

namespace cribbage::ui {

// The person's choices, remembered between launches (QSettings). The rules apply from the
// next match; the rest at once.
class GameSettings : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.settings")
    Q_PROPERTY(int target READ target WRITE setTarget NOTIFY targetChanged)
    Q_PROPERTY(bool muggins READ muggins WRITE setMuggins NOTIFY mugginsChanged)
    Q_PROPERTY(cribbage::SkunkRule skunk READ skunk WRITE setSkunk NOTIFY skunkChanged)
    Q_PROPERTY(int matchGames READ matchGames WRITE setMatchGames NOTIFY matchGamesChanged)
    Q_PROPERTY(bool randomFirstDealer READ randomFirstDealer WRITE setRandomFirstDealer NOTIFY
                   randomFirstDealerChanged)
    // The house rule that lets a crib of four cards of one suit count a flush.
    Q_PROPERTY(bool cribFourCardFlush READ cribFourCardFlush WRITE setCribFourCardFlush NOTIFY
                   cribFourCardFlushChanged)
    // The Spanish sheet's variant: only a flush of all five cards counts, in a hand as in the
    // crib. The two flush rules exclude each other: turning one on turns the other off.
    Q_PROPERTY(bool fiveCardFlushOnly READ fiveCardFlushOnly WRITE setFiveCardFlushOnly NOTIFY
                   fiveCardFlushOnlyChanged)
    // 2, 3 or 4 (two partnerships: the person and the seat across the table against the others).
    Q_PROPERTY(int players READ players WRITE setPlayers NOTIFY playersChanged)
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
    Q_PROPERTY(Speed animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY
                   animationSpeedChanged)
    Q_PROPERTY(QString cardBack READ cardBack WRITE setCardBack NOTIFY cardBackChanged)
    Q_PROPERTY(bool fourColour READ fourColour WRITE setFourColour NOTIFY fourColourChanged)
    // The table in black, white and yellow, for players who need the strongest contrast.
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    // The analysis's best options shown while the person at seat 0 who gave no name lays away
    // or plays (each other person's choice is coachOf them).
    Q_PROPERTY(bool hints READ hints WRITE setHints NOTIFY hintsChanged)
    // "Tell me when I go wrong": a note right after a decision of the person at seat 0 that
    // loses more than this many tenths of a point against the Expert's; 0 for no notes (of the
    // person at seat 0 who gave no name; each other person's choice is coachOf them).
    Q_PROPERTY(int warnAboveTenths READ warnAboveTenths WRITE setWarnAboveTenths NOTIFY
                   warnAboveTenthsChanged)
    // The guided first game has been offered (on the first launch, once).
    Q_PROPERTY(bool guideOffered READ guideOffered WRITE setGuideOffered NOTIFY guideOfferedChanged)
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
    enum class Speed { Instant, Fast, Normal, Slow };
    Q_ENUM(Speed)

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

    int target() const { return target_; }
    bool muggins() const { return muggins_; }
    SkunkRule skunk() const { return skunk_; }
    int matchGames() const { return matchGames_; }
    bool randomFirstDealer() const { return randomFirstDealer_; }
    bool cribFourCardFlush() const { return cribFourCardFlush_; }
    bool fiveCardFlushOnly() const { return fiveCardFlushOnly_; }
    int players() const { return players_; }
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
    Speed animationSpeed() const { return animationSpeed_; }
    QString cardBack() const { return cardBack_; }
    bool fourColour() const { return fourColour_; }
    bool highContrast() const { return highContrast_; }
    bool hints() const { return hints_; }
    int warnAboveTenths() const { return warnAboveTenths_; }
    // The coach choices of the person at `seat` (0 to 3) who gave `name`: a named person's own
    // wherever they sit (the seat's until they choose), and the seat's for a person who gave
    // no name.
    CoachChoice coachOf(int seat, const QString& name) const;
    bool guideOffered() const { return guideOffered_; }
    QString language() const { return language_; }
    bool languagePending() const { return language_ != languageAtOpen_; }
    QVariantList languageChoices() const;
    QVariantList levelChoices() const;
    bool rulesPending() const { return rulesPending_; }
    QString notice() const { return notice_; }

    void setTarget(int target);
    void setMuggins(bool muggins);
    void setSkunk(SkunkRule skunk);
    void setMatchGames(int games);
    void setRandomFirstDealer(bool random);
    void setCribFourCardFlush(bool allowed);
    void setFiveCardFlushOnly(bool only);
    void setPlayers(int players);
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
    void setAnimationSpeed(Speed speed);
    void setCardBack(const QString& back);
    void setFourColour(bool fourColour);
    void setHighContrast(bool highContrast);
    void setHints(bool hints);
    void setWarnAboveTenths(int tenths);
    // The choices of the person at `seat` who gave `name`, as coachOf reads them.
    void setHintsOf(int seat, const QString& name, bool hints);
    void setWarnAboveTenthsOf(int seat, const QString& name, int tenths);
    void setGuideOffered(bool offered);
    void setLanguage(const QString& language);

    // The rules of a new match.
    RuleSettings rules() const;
    // The rules of the match in play, which rulesPending compares with rules().
    void setRulesInPlay(const RuleSettings& rules);

signals:
    void targetChanged();
    void mugginsChanged();
    void skunkChanged();
    void matchGamesChanged();
    void randomFirstDealerChanged();
    void cribFourCardFlushChanged();
    void fiveCardFlushOnlyChanged();
    void playersChanged();
    void levelChanged();
    void peopleChanged();
    void animationSpeedChanged();
    void cardBackChanged();
    void fourColourChanged();
    void highContrastChanged();
    void hintsChanged();
    void warnAboveTenthsChanged();
    void guideOfferedChanged();
    void languageChanged();
    void rulesPendingChanged();
    void noticeChanged();

private:
    template <class T, class Signal>
    void store(T& member, T value, const char* key, Signal changed);
    template <class T, class Signal>
    void load(T& member, T value, Signal changed);
    void updateRulesPending();
    // The value kept under key, or fallback when nothing is kept (forgotten settings).
    template <class T>
    T kept(const char* key, const T& fallback) const;
    void loadRules();
    void loadPeople();
    void loadLooks();
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
    int target_ = 121;
    bool muggins_ = false;
    SkunkRule skunk_ = SkunkRule::SkunkAndDoubleSkunk;
    int matchGames_ = 3;
    bool randomFirstDealer_ = false;
    bool cribFourCardFlush_ = false;
    bool fiveCardFlushOnly_ = false;
    int players_ = 2;
    std::array<Level, 3> levels_{kDefaultLevel, kDefaultLevel, kDefaultLevel};
    std::array<bool, 4> people_{true, false, false, false};
    std::array<QString, 4> names_;
    std::array<int, 4> colours_{-1, -1, -1, -1};
    Speed animationSpeed_ = Speed::Normal;
    QString cardBack_;
    bool fourColour_ = false;
    bool highContrast_ = false;
    bool hints_ = false;
    int warnAboveTenths_ = 0;
    // The choices of the people at seats 1 to 3 who gave no name.
    std::array<CoachChoice, 3> seatCoach_;
    NamedCoachChoices namedCoach_;
    bool guideOffered_ = false;
    QString language_;
    QString languageAtOpen_;  // the language the game speaks until it starts again
    std::optional<RuleSettings> rulesInPlay_;
    bool rulesPending_ = false;
    QString notice_;
};

}  // namespace cribbage::ui
