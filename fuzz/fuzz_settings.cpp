// The settings reader: any settings file gives settings the game can use (a target of 61 or
// 121, a match length in range, known skunk and speed values, rules the core accepts, a
// computer level), never a crash.

#include <QFile>
#include <QTemporaryDir>
#include <cstdint>
#include <cstdlib>

#include "game_settings.h"
#include "level_choices.h"

namespace {

using cribbage::ui::GameSettings;

bool known(cribbage::SkunkRule skunk) {
    return skunk == cribbage::SkunkRule::Off || skunk == cribbage::SkunkRule::Lurch ||
           skunk == cribbage::SkunkRule::SkunkAndDoubleSkunk;
}

bool known(cribbage::ui::Animations::Speed speed) {
    using enum cribbage::ui::Animations::Speed;
    return speed == Instant || speed == Fast || speed == Normal || speed == Slow;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    // Qt's warnings about the values it cannot read (a @Variant of an unknown type) are
    // expected here, and would drown libFuzzer's own output.
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString&) {});
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const QTemporaryDir directory;
    static int inputs = 0;
    // A new name each time: QSettings keeps the files it has read.
    const QString path = directory.filePath(QStringLiteral("settings-%1.ini").arg(++inputs));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            std::abort();
        }
        // Every byte, '@' too: a value written @Variant(...) is set aside unread
        // (settings_file_check.h), and the game's own reader (settings_format.h) would take it
        // as a string, never giving it to Qt's decoder (docs/reliability.md).
        file.write(reinterpret_cast<const char*>(data), static_cast<qint64>(size));
    }
    {
        const GameSettings settings(path);
        const cribbage::RuleSettings& rules = settings.rules();
        const bool usable = (rules.target == 61 || rules.target == 121) && rules.matchGames >= 1 &&
                            known(rules.skunk) && known(settings.appearance().animationSpeed) &&
                            !cribbage::checkSettings(settings.rules()) &&
                            cribbage::ui::computerLevels().contains(settings.level());
        if (!usable) {
            std::abort();
        }
    }
    QFile::remove(path);
    return 0;
}
