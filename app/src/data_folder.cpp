#include "data_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <cstdio>

#include "cribbage_version.h"

namespace cribbage::app {

// The organisation is given as a domain only: QSettings falls back on it and keeps the settings
// where they were (~/.config/cribbage/cribbage.conf, the registry's Software\cribbage\cribbage
// key), while QStandardPaths, which takes the organisation's name only, keeps the saved game in
// one folder (~/.local/share/cribbage) rather than two.
void setApplicationNames() {
    QGuiApplication::setOrganizationDomain(QStringLiteral("cribbage"));
    QGuiApplication::setApplicationName(QStringLiteral("cribbage"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Cribbage"));
    QGuiApplication::setApplicationVersion(QStringLiteral(CRIBBAGE_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(CRIBBAGE_APP_ID));
}

void moveDataOutOfDoubledFolder(const QString& folder) {
    QDir old(folder + QStringLiteral("/cribbage"));
    if (folder.isEmpty() || !old.exists()) {
        return;
    }
    const QDir target(folder);
    const auto entries = old.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QFileInfo& entry : entries) {
        const QString destination = target.filePath(entry.fileName());
        if (QFileInfo::exists(destination) || !old.rename(entry.fileName(), destination)) {
            std::fprintf(stderr,
                         "cribbage: %s stays where it is (%s is taken or cannot be written)\n",
                         qPrintable(QDir::toNativeSeparators(entry.filePath())),
                         qPrintable(QDir::toNativeSeparators(destination)));
        }
    }
    target.rmdir(QStringLiteral("cribbage"));
}

}  // namespace cribbage::app
