#include "settings_file_check.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QStringDecoder>
#include <algorithm>
#include <string_view>

#include "move_aside.h"

namespace cribbage::ui {
namespace {

// A settings file larger than this is no settings file of the game's: it is checked whole.
constexpr qint64 kMostBytes = 1 << 20;

// A key, '=', and a value beginning with '@', perhaps after spaces or a quote. Read by hand:
// a regular expression would load its compiler, half a MiB kept for the whole game.
bool holdsEncodedValue(std::string_view line) {
    const auto equals = line.find('=');
    if (equals == std::string_view::npos) {
        return false;
    }
    auto value = line.substr(equals + 1);
    const auto skipBlanks = [&value] {
        value.remove_prefix(std::min(value.find_first_not_of(" \t"), value.size()));
    };
    skipBlanks();
    if (value.starts_with('"')) {
        value.remove_prefix(1);
        skipBlanks();
    }
    return value.starts_with('@');
}

// The folder is there, or the nearest of its parents that is there is a folder.
bool folderCanBeMade(const QString& folder) {
    QFileInfo nearest(folder);
    while (!nearest.exists() && !nearest.isRoot() && !nearest.isSymLink()) {
        nearest = QFileInfo(nearest.absolutePath());
    }
    return nearest.isDir();
}

bool isUtf8(const QByteArray& text) {
    QStringDecoder decoder(QStringDecoder::Utf8);
    [[maybe_unused]] const QString decoded = decoder(text);
    return !decoder.hasError();
}

}  // namespace

SettingsFileState settingsFileState(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink()) {
        return folderCanBeMade(info.absolutePath()) ? SettingsFileState::Absent
                                                    : SettingsFileState::NoFolder;
    }
    // A folder, a FIFO or a device is no file; a symlink to nothing or to itself exists not.
    if (!info.exists() || !info.isFile()) {
        return SettingsFileState::Unopenable;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return SettingsFileState::Unopenable;
    }
    if (file.size() > kMostBytes) {
        return SettingsFileState::Damaged;
    }
    const QByteArray text = file.readAll();
    if (text.contains('\0') || !isUtf8(text)) {
        return SettingsFileState::Damaged;
    }
    std::string_view rest(text.constData(), static_cast<std::size_t>(text.size()));
    while (!rest.empty()) {
        const auto end = std::min(rest.find('\n'), rest.size());
        if (holdsEncodedValue(rest.substr(0, end))) {
            return SettingsFileState::Damaged;
        }
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    return SettingsFileState::Readable;
}

QString nativeSettingsFile() {
#if defined(Q_OS_WIN) || defined(Q_OS_DARWIN)
    return {};
#else
    QString organization = QCoreApplication::organizationName();
    if (organization.isEmpty()) {
        organization = QCoreApplication::organizationDomain();
    }
    if (organization.isEmpty()) {
        organization = QStringLiteral("Unknown Organization");
    }
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation))
        .filePath(organization + QLatin1Char('/') + QCoreApplication::applicationName() +
                  QStringLiteral(".conf"));
#endif
}

std::optional<QString> setSettingsAside(const QString& path) {
    const QFileInfo info(path);
    return moveAside(path,
                     info.dir().filePath(info.completeBaseName() + QStringLiteral("-damaged")),
                     info.suffix());
}

}  // namespace cribbage::ui
