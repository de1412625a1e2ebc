#include "statistics_file.h"

#include <QJsonDocument>

namespace cribbage::ui {

StatisticsFile::StatisticsFile(const QString& directory)
    : store_(directory, QStringLiteral("statistics.json")) {}

StatisticsRecord StatisticsFile::read(QString& notice) {
    writeBlocked_ = false;
    const auto text = store_.read();
    if (!text) {
        return {};
    }
    QJsonParseError error{};
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromStdString(*text), &error);
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
    if (const auto error = store_.write(json.toStdString())) {
        return tr("Your statistics could not be saved: %1").arg(*error);
    }
    return {};
}

}  // namespace cribbage::ui
