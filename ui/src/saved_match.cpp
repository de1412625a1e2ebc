#include "saved_match.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include <QtGlobal>
#include <algorithm>
#include <utility>

#include "cribbage/save_game.h"

namespace cribbage::ui {
namespace {

long long dealsSoFar(const Game& game) {
    const auto& history = game.history();
    return std::count_if(history.begin(), history.end(),
                         [](const Action& action) { return std::holds_alternative<Deal>(action); });
}

// Named apart from the table's CribChoice: the unity builds compile them in one unit.
struct KeptCribChoice {
    long long deal = 0;
    std::vector<Card> cards;
};

// The choice as kept: the number of the deal it was made in, then the cards ("3 5H JS");
// nullopt when it is not that.
std::optional<KeptCribChoice> cribChoiceOf(const std::string& text) {
    const QStringList words = QString::fromStdString(text).split(QLatin1Char(' '));
    bool ok = false;
    KeptCribChoice choice{.deal = words.value(0).toLongLong(&ok), .cards = {}};
    if (!ok || choice.deal < 0) {
        return std::nullopt;
    }
    for (const QString& word : words.mid(1)) {
        const auto card = parseCard(word.toStdString());
        if (!card) {
            return std::nullopt;
        }
        choice.cards.push_back(*card);
    }
    return choice;
}

}  // namespace

SavedMatch::SavedMatch(const QString& directory)
    : store_(directory),
      choiceStore_(directory, QStringLiteral("crib-choice.txt")),
      tableStore_(directory, QStringLiteral("table.json")) {}

std::optional<Game> SavedMatch::resume(QString& notice) {
    const SaveStore::Found found = store_.read();
    if (found.what == SaveStore::Found::What::Nothing) {
        return std::nullopt;
    }
    if (found.what == SaveStore::Found::What::Unreadable) {
        const auto aside = setAside(QStringLiteral("unreadable-game"));
        notice = aside ? tr("Your saved game could not be opened, so a new match begins. It was "
                            "moved aside as it was, to %1.")
                             .arg(*aside)
                       : tr("Your saved game could not be opened, so a new match begins. It "
                            "stays at %1 as it was, and this match will not be saved over it.")
                             .arg(store_.path());
        return std::nullopt;
    }
    auto loaded = loadGame(found.text);
    if (!loaded) {
        // The loader's reason is for a developer, not for the person: it goes to the log.
        qInfo("cribbage: the saved game could not be read: %s", loaded.error().c_str());
        const auto aside = setAside(QStringLiteral("damaged-game"));
        notice = aside ? tr("Your saved game could not be read, so a new match begins. The file "
                            "was kept as %1.")
                             .arg(*aside)
                       : tr("Your saved game could not be read, so a new match begins. The file "
                            "could not be moved aside: it stays at %1, and this match will not be "
                            "saved over it.")
                             .arg(store_.path());
        return std::nullopt;
    }
    QStringList notices;
    resumedCribChoice_ = readCribChoice(*loaded, notices);
    resumedTable_ = readTableBeside(*loaded, notices);
    notice = notices.join(QLatin1Char(' '));
    return std::move(loaded).value();
}

// The choice is kept as the number of the deal it was made in (the deals of the match so far),
// then the cards: "3 5H JS". A choice from another deal is no choice.
QString SavedMatch::saveCribChoice(const Game& game, const std::vector<Card>& cards) const {
    if (saveBlocked_ || choiceBlocked_) {
        return {};
    }
    std::string text = std::to_string(dealsSoFar(game));
    for (Card card : cards) {
        text += ' ' + toString(card);
    }
    const auto failure = choiceStore_.write(text);
    return failure ? failureWords(*failure, choiceStore_) : QString();
}

std::vector<Card> SavedMatch::readCribChoice(const Game& game, QStringList& notices) {
    const SaveStore::Found found = choiceStore_.read();
    if (found.what == SaveStore::Found::What::Nothing) {
        return {};
    }
    if (found.what == SaveStore::Found::What::Unreadable) {
        notices << setAsideBeside(choiceStore_, QStringLiteral("unreadable-crib-choice"),
                                  tr("The cards you had chosen for the crib could not be "
                                     "opened, so none is chosen."),
                                  choiceBlocked_);
        return {};
    }
    const auto choice = cribChoiceOf(found.text);
    if (!choice) {
        notices << setAsideBeside(choiceStore_, QStringLiteral("damaged-crib-choice"),
                                  tr("The cards you had chosen for the crib could not be read, "
                                     "so none is chosen."),
                                  choiceBlocked_);
        return {};
    }
    return choice->deal == dealsSoFar(game) ? choice->cards : std::vector<Card>{};
}

std::optional<SavedTable> SavedMatch::readTableBeside(const Game& game, QStringList& notices) {
    const SaveStore::Found found = tableStore_.read();
    if (found.what == SaveStore::Found::What::Nothing) {
        return std::nullopt;
    }
    if (found.what == SaveStore::Found::What::Unreadable) {
        notices << setAsideBeside(tableStore_, QStringLiteral("unreadable-table"),
                                  tr("Who sits where in your saved match could not be opened, so "
                                     "it goes on with you against the computer."),
                                  tableBlocked_);
        return std::nullopt;
    }
    const QString text = QString::fromStdString(found.text);
    auto table = readTable(text, game.setup().seed, game.rules().players);
    // Another game's table is no damage: it is replaced at the next save.
    if (!table && !isAnotherGamesTable(text, game.setup().seed)) {
        notices << setAsideBeside(tableStore_, QStringLiteral("damaged-table"),
                                  tr("Who sits where in your saved match could not be read, so "
                                     "it goes on with you against the computer."),
                                  tableBlocked_);
    }
    return table;
}

QString SavedMatch::setAsideBeside(const SaveStore& store, const QString& kind, const QString& lead,
                                   bool& blocked) {
    const auto aside = store.setAside(kind);
    blocked = !aside;
    return lead + QLatin1Char(' ') +
           (aside ? tr("The file was moved aside as it was, to %1.").arg(*aside)
                  : tr("The file could not be moved aside: it stays at %1, and nothing will be "
                       "saved over it.")
                        .arg(store.path()));
}

std::optional<QString> SavedMatch::setAside(const QString& kind) {
    auto aside = store_.setAside(kind);
    saveBlocked_ = !aside;
    return aside;
}

QString SavedMatch::save(const Game& game, const SavedTable& table) {
    if (saveBlocked_) {
        return tr("The game is not saved: the saved game at %1 could not be moved aside, and "
                  "saving would replace it.")
            .arg(store_.path());
    }
    const QString tableFailure = saveTable(table);
    const auto failure = store_.write(saveGame(game));
    return failure ? failureWords(*failure, store_) : tableFailure;
}

QString SavedMatch::saveTable(const SavedTable& table) {
    const QString text = tableText(table);
    if (tableBlocked_ || text == writtenTable_) {
        return {};
    }
    if (tableStore_.write(text.toStdString())) {
        writtenTable_.reset();
        return tr("Who sits where could not be saved at %1. The game itself is saved, and who "
                  "sits where is tried again at your next move.")
            .arg(QDir::toNativeSeparators(tableStore_.path()));
    }
    writtenTable_ = text;
    return {};
}

QString SavedMatch::failureWords(WriteFailure failure, const SaveStore& store) {
    switch (failure) {
        case WriteFailure::DiskFull:
            return tr(
                "The game could not be saved: the disk is full. The last save is kept; free "
                "some space, and the game is saved again at your next move.");
        case WriteFailure::NotAllowed:
            return tr("The game could not be saved: the folder %1 may not be written to. The last "
                      "save is kept, and the game tries again at your next move.")
                .arg(QDir::toNativeSeparators(QFileInfo(store.path()).absolutePath()));
        case WriteFailure::Failed:
            break;
    }
    return tr("The game could not be saved at %1. The last save is kept, and the game tries "
              "again at your next move.")
        .arg(QDir::toNativeSeparators(store.path()));
}

}  // namespace cribbage::ui
