#include "statistics_file.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace cribbage::ui {

StatisticsFile::StatisticsFile(const QString& directory)
    : store_(directory, QStringLiteral("statistics.json")) {}

StatisticsRecord StatisticsFile::read(QString& notice) {
    writeBlocked_ = false;
    const SaveStore::Found found = store_.read();
    if (found.what == SaveStore::Found::What::Nothing) {
        return {};
    }
    if (found.what == SaveStore::Found::What::Unreadable) {
        const auto aside = store_.setAside(QStringLiteral("unreadable-statistics"));
        writeBlocked_ = !aside;
        notice = aside ? tr("Your statistics could not be opened, so they start again from "
                            "nothing. The file was moved aside as it was, to %1.")
                             .arg(*aside)
                       : tr("Your statistics could not be opened, so they start again from "
                            "nothing. The file stays at %1 as it was, and no statistics will be "
                            "saved over it.")
                             .arg(store_.path());
        return {};
    }
    QJsonParseError error{};
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromStdString(found.text), &error);
    if (auto record = statisticsFromJson(document.object());
        record && error.error == QJsonParseError::NoError) {
        return std::move(*record);
    }
    const auto aside = store_.setAside(QStringLiteral("damaged-statistics"));
    writeBlocked_ = !aside;
    notice = aside ? tr("Your statistics could not be read, so they start again from nothing. The "
                        "file was kept as %1.")
                         .arg(*aside)
                   : tr("Your statistics could not be read, so they start again from nothing. The "
                        "file could not be moved aside: it stays at %1, and no statistics will be "
                        "saved over it.")
                         .arg(store_.path());
    return {};
}

QString StatisticsFile::write(const StatisticsRecord& record) const {
    if (writeBlocked_) {
        return tr("Your statistics are not saved: the file at %1 could not be moved aside, and "
                  "saving would replace it.")
            .arg(store_.path());
    }
    const QByteArray json = QJsonDocument(toJson(record)).toJson(QJsonDocument::Indented);
    const auto failure = store_.write(json.toStdString());
    if (!failure) {
        return {};
    }
    switch (*failure) {
        case WriteFailure::DiskFull:
            return tr(
                "Your statistics could not be saved: the disk is full. Those saved before are "
                "kept; free some space, and they are saved again when they next change.");
        case WriteFailure::NotAllowed:
            return tr("Your statistics could not be saved: the folder %1 may not be written to. "
                      "Those saved before are kept, and saving is tried again when they next "
                      "change.")
                .arg(QDir::toNativeSeparators(QFileInfo(store_.path()).absolutePath()));
        case WriteFailure::Failed:
            break;
    }
    return tr("Your statistics could not be saved at %1. Those saved before are kept, and "
              "saving is tried again when they next change.")
        .arg(QDir::toNativeSeparators(store_.path()));
}

}  // namespace cribbage::ui
