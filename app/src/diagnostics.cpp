#include "diagnostics.h"

#ifdef Q_OS_WIN
#include <windows.h>

#include <QDir>
#include <QtGlobal>
#include <cstdio>
#endif

namespace cribbage::app {

#ifdef Q_OS_WIN
namespace {

bool goesNowhere(DWORD stream) {
    const HANDLE handle = GetStdHandle(stream);
    return handle == nullptr || handle == INVALID_HANDLE_VALUE;
}

QtMessageHandler qtHandler = nullptr;

void writeToStandardError(QtMsgType type, const QMessageLogContext& context,
                          const QString& message) {
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
    std::fflush(stderr);
    if (qtHandler) {
        qtHandler(type, context, message);  // the debugger's output, as before
    }
}

}  // namespace

void useParentConsole() {
    const bool out = goesNowhere(STD_OUTPUT_HANDLE);
    const bool err = goesNowhere(STD_ERROR_HANDLE);
    if ((out || err) && AttachConsole(ATTACH_PARENT_PROCESS)) {
        if (out) {
            std::freopen("CONOUT$", "w", stdout);
        }
        if (err) {
            std::freopen("CONOUT$", "w", stderr);
        }
    }
}

void logToFileWithoutConsole(const QString& folder) {
    if (!goesNowhere(STD_ERROR_HANDLE) || !QDir().mkpath(folder)) {
        return;
    }
    const QString file = QDir(folder).filePath(QStringLiteral("cribbage.log"));
    if (_wfreopen(reinterpret_cast<const wchar_t*>(file.utf16()), L"w", stderr)) {
        qtHandler = qInstallMessageHandler(writeToStandardError);
    }
}
#else
void useParentConsole() {}

void logToFileWithoutConsole(const QString&) {}
#endif

}  // namespace cribbage::app
