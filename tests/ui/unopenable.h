#pragma once

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

#include <sys/stat.h>

namespace cribbage::ui::test {

// What can lie at a file's place and cannot be opened as a file: a folder, a FIFO (opening it
// would wait for a writer, and the game would never start), a symlink to itself. The rows of
// a test's data, one column "kind".
inline void addUnopenableRows() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("a folder") << QStringLiteral("folder");
    QTest::newRow("a FIFO") << QStringLiteral("fifo");
    QTest::newRow("a symlink to itself") << QStringLiteral("loop");
}

// Puts the `kind` of addUnopenableRows at `path`; false when it could not.
inline bool putUnopenable(const QString& kind, const QString& path) {
    if (kind == QStringLiteral("folder")) {
        return QDir().mkdir(path);
    }
    if (kind == QStringLiteral("fifo")) {
        return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
    }
    return QFile::link(path, path);
}

// Whether `path` holds the `kind` of addUnopenableRows, as it was put (moved there, say).
inline bool holdsUnopenable(const QString& kind, const QString& path) {
    const QFileInfo found(path);
    if (kind == QStringLiteral("folder")) {
        return found.isDir();
    }
    if (kind == QStringLiteral("fifo")) {
        return found.exists() && !found.isFile() && !found.isDir();
    }
    return found.isSymLink();
}

}  // namespace cribbage::ui::test
