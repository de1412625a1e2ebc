#include "settings_file_check.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <string_view>

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

}  // namespace

bool holdsQtEncodedValue(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    if (file.size() > kMostBytes) {
        return true;
    }
    const QByteArray text = file.readAll();
    std::string_view rest(text.constData(), static_cast<std::size_t>(text.size()));
    while (!rest.empty()) {
        const auto end = std::min(rest.find('\n'), rest.size());
        if (holdsEncodedValue(rest.substr(0, end))) {
            return true;
        }
        rest.remove_prefix(std::min(end + 1, rest.size()));
    }
    return false;
}

QString setSettingsAside(const QString& path) {
    const QFileInfo info(path);
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    for (int attempt = 1; attempt <= 1000; ++attempt) {
        const QString suffix = attempt == 1 ? QString() : QStringLiteral("-%1").arg(attempt);
        QString aside =
            info.dir().filePath(QStringLiteral("%1-damaged-%2%3.%4")
                                    .arg(info.completeBaseName(), stamp, suffix, info.suffix()));
        if (!QFileInfo::exists(aside) && QFile::rename(path, aside)) {
            return aside;
        }
    }
    return {};
}

}  // namespace cribbage::ui
