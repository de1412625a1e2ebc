#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <memory>

#include "game_library.h"
#include "games_model.h"

namespace cribbage::ui {

// The library of games as the game and the Games window use it: the games the session hands
// over as they end, listed by `games`; deleted, exported and imported on the person's request.
class Library : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("use GameSession.library")
    Q_PROPERTY(cribbage::ui::GamesModel* games READ games CONSTANT)
    // What there is to filter by: the people named at a seat, the computer levels played
    // ({level, name}), the sizes of table and the targets.
    Q_PROPERTY(QStringList opponents READ opponents NOTIFY contentsChanged)
    Q_PROPERTY(QVariantList levels READ levels NOTIFY contentsChanged)
    Q_PROPERTY(QList<int> tableSizes READ tableSizes NOTIFY contentsChanged)
    Q_PROPERTY(QList<int> targets READ targets NOTIFY contentsChanged)
    // Why the library could not be opened or a game kept; empty when all is well.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged)

public:
    explicit Library(QObject* parent = nullptr);

    // Opens the library kept in `directory`, or one in memory only when not `persistent`.
    void open(const QString& directory, bool persistent);
    // Keeps a game that ended, finished or not.
    void keep(const LibraryGame& game);

    // Deletes the game `id`: empty, or why it could not be deleted.
    Q_INVOKABLE QString remove(qint64 id);
    // The game's record (docs/game-record.md); empty when there is no such game.
    Q_INVOKABLE QString recordText(qint64 id) const;
    // Writes the game's record to `file`: empty, or why it could not.
    Q_INVOKABLE QString exportToFile(qint64 id, const QString& file) const;
    Q_INVOKABLE void copyToClipboard(qint64 id) const;
    // Imports a record, pasted or read from `file`: the whole game, or nothing and why not
    // (the line of the record and what is wrong there).
    Q_INVOKABLE QString importText(const QString& text);
    Q_INVOKABLE QString importFile(const QString& file);
    // Where an exported record of `id` goes unless the person says otherwise.
    Q_INVOKABLE QString suggestedFile(qint64 id) const;

    const GameLibrary* store() const { return store_.get(); }
    GamesModel* games() const { return games_; }
    QStringList opponents() const;
    QVariantList levels() const;
    QList<int> tableSizes() const;
    QList<int> targets() const;
    QString notice() const { return notice_; }

signals:
    void contentsChanged();
    void noticeChanged();

private:
    void changed();
    void setNotice(const QString& notice);

    std::unique_ptr<GameLibrary> store_;
    GamesModel* games_;
    QString notice_;
    QString lastKeepFailure_;  // why the last game could not be kept, empty when it was
};

}  // namespace cribbage::ui
