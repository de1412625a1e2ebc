#pragma once

#include <QCoreApplication>
#include <QString>

#include "save_store.h"
#include "statistics_record.h"

namespace cribbage::ui {

// The statistics kept between launches, replaced atomically on every write, so a crash cannot
// lose them. A file that cannot be read is set aside, never deleted.
class StatisticsFile {
    Q_DECLARE_TR_FUNCTIONS(StatisticsFile)

public:
    // Keeps the statistics in `directory`.
    explicit StatisticsFile(const QString& directory);

    QString path() const { return store_.path(); }
    // The statistics kept; none when there is no file yet, or when it could not be read: then
    // `notice` says so and where the file was kept.
    StatisticsRecord read(QString& notice);
    // Empty, or why the statistics could not be written. Nothing is written over a file that
    // could not be read nor set aside.
    QString write(const StatisticsRecord& record) const;

private:
    SaveStore store_;
    bool writeBlocked_ = false;
};

}  // namespace cribbage::ui
