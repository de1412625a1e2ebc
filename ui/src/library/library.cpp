#include "library.h"

#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include "level_choices.h"

namespace cribbage::ui {
namespace {

// The most a record to import may hold: some thousand deals.
constexpr qint64 kMostRecordBytes = qint64{4} << 20;

}  // namespace

Library::Library(QObject* parent) : QObject(parent), games_(new GamesModel(this)) {}

void Library::open(const QString& directory, bool persistent) {
    games_->setLibrary(nullptr);
    store_ = std::make_unique<GameLibrary>(persistent ? directory : QString());
    setNotice(store_->open());
    games_->setLibrary(store_.get());
    emit contentsChanged();
}

void Library::keep(const LibraryGame& game) {
    if (!store_) {
        return;
    }
    const auto kept = store_->keep(game);
    // A failure is said until a game is kept again; what the opening said is kept.
    if (!kept.error.isEmpty()) {
        setNotice(kept.error);
    } else if (!lastKeepFailure_.isEmpty() && notice_ == lastKeepFailure_) {
        setNotice({});
    }
    lastKeepFailure_ = kept.error;
    changed();
}

void Library::changed() {
    games_->reload();
    emit contentsChanged();
}

QString Library::remove(qint64 id) {
    QString error = store_ ? store_->remove(id) : QString();
    changed();
    return error;
}

QString Library::recordText(qint64 id) const {
    const auto record = store_ ? store_->record(id) : std::nullopt;
    return record ? QString::fromStdString(*record) : QString();
}

QString Library::suggestedFile(qint64 id) const {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(folder).filePath(QStringLiteral("cribbage-game-%1.txt").arg(id));
}

QString Library::exportToFile(qint64 id, const QString& file) const {
    const QString text = recordText(id);
    QSaveFile out(file);
    if (text.isEmpty() || file.isEmpty() || !out.open(QIODevice::WriteOnly) ||
        out.write(text.toUtf8()) < 0 || !out.commit()) {
        return tr("The game could not be written to %1.").arg(QDir::toNativeSeparators(file));
    }
    return {};
}

void Library::copyToClipboard(qint64 id) const {
    QGuiApplication::clipboard()->setText(recordText(id));
}

QString Library::importText(const QString& text) {
    if (text.trimmed().isEmpty()) {
        return tr("There is no record to import: paste one, or name its file.");
    }
    const std::string record = text.toStdString();
    auto read = readRecord(record);
    if (!read) {
        const QString why = QString::fromStdString(read.failure().message);
        static const QRegularExpression atLine(QStringLiteral("^line (\\d+): (.*)$"));
        if (const auto match = atLine.match(why); match.hasMatch()) {
            return tr("The record could not be imported, and nothing of it was kept. Line %1: %2")
                .arg(match.captured(1), match.captured(2));
        }
        return tr("The record could not be imported, and nothing of it was kept: %1").arg(why);
    }
    const auto kept =
        store_ ? store_->keep(libraryGameOf(*read, record, QDateTime::currentDateTimeUtc()))
               : GameLibrary::Kept{};
    changed();
    return kept.error;
}

QString Library::importFile(const QString& file) {
    QFile in(file);
    if (!QFileInfo(file).isFile() || !in.open(QIODevice::ReadOnly)) {
        return tr("The file %1 could not be opened.").arg(QDir::toNativeSeparators(file));
    }
    if (in.size() > kMostRecordBytes) {
        return tr("The file %1 is too large to be a game's record.")
            .arg(QDir::toNativeSeparators(file));
    }
    return importText(QString::fromUtf8(in.readAll()));
}

QStringList Library::opponents() const {
    return store_ ? store_->names() : QStringList();
}

QVariantList Library::levels() const {
    QVariantList levels;
    for (const Level level : store_ ? store_->levels() : QList<Level>()) {
        levels << QVariantMap{{QStringLiteral("level"), static_cast<int>(level)},
                              {QStringLiteral("name"), levelDisplayName(level)}};
    }
    return levels;
}

QList<int> Library::tableSizes() const {
    return store_ ? store_->tableSizes() : QList<int>();
}

QList<int> Library::targets() const {
    return store_ ? store_->targets() : QList<int>();
}

void Library::setNotice(const QString& notice) {
    if (notice_ != notice) {
        notice_ = notice;
        emit noticeChanged();
    }
}

}  // namespace cribbage::ui
