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
    resumedCribChoice_ = readCribChoice(*loaded);
    const SaveStore::Found table = tableStore_.read();
    resumedTable_ = table.what == SaveStore::Found::What::Text
                        ? readTable(QString::fromStdString(table.text), loaded->setup().seed,
                                    loaded->rules().players)
                        : std::nullopt;
    return std::move(loaded).value();
}

// The choice is kept as the number of the deal it was made in (the deals of the match so far),
// then the cards: "3 5H JS". A choice from another deal, or anything unreadable, is no choice.
QString SavedMatch::saveCribChoice(const Game& game, const std::vector<Card>& cards) const {
    if (saveBlocked_) {
        return {};
    }
    std::string text = std::to_string(dealsSoFar(game));
    for (Card card : cards) {
        text += ' ' + toString(card);
    }
    const auto failure = choiceStore_.write(text);
    return failure ? failureWords(*failure, choiceStore_) : QString();
}

std::vector<Card> SavedMatch::readCribChoice(const Game& game) const {
    const SaveStore::Found found = choiceStore_.read();
    if (found.what != SaveStore::Found::What::Text) {
        return {};
    }
    const QStringList words = QString::fromStdString(found.text).split(QLatin1Char(' '));
    bool ok = false;
    if (words.value(0).toLongLong(&ok) != dealsSoFar(game) || !ok) {
        return {};
    }
    std::vector<Card> cards;
    for (const QString& word : words.mid(1)) {
        const auto card = parseCard(word.toStdString());
        if (!card) {
            return {};
        }
        cards.push_back(*card);
    }
    return cards;
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
    const QString tableText = cribbage::ui::tableText(table);
    if (tableText != writtenTable_) {
        if (const auto failure = tableStore_.write(tableText.toStdString())) {
            writtenTable_.reset();
            return failureWords(*failure, tableStore_);
        }
        writtenTable_ = tableText;
    }
    const auto failure = store_.write(saveGame(game));
    return failure ? failureWords(*failure, store_) : QString();
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
