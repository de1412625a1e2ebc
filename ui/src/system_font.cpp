#include "system_font.h"

#include <QEvent>
#include <QFontInfo>
#include <QGuiApplication>
#include <algorithm>

namespace cribbage::ui {
namespace {

// The application font's size in points when nobody has changed it: Qt's default on Windows
// and on a Linux desktop without a theme of its own, and the system font's on macOS.
#ifdef Q_OS_MACOS
constexpr qreal kUsualPointSize = 13;
#else
constexpr qreal kUsualPointSize = 9;
#endif

// Past this, the words of the table and the panel no longer fit beside the cards.
constexpr qreal kLargestScale = 1.5;

}  // namespace

SystemFont::SystemFont(QObject* parent) : QObject(parent) {
    qGuiApp->installEventFilter(this);
}

bool SystemFont::eventFilter(QObject* watched, QEvent* event) {
    if (watched == qGuiApp && event->type() == QEvent::ApplicationFontChange) {
        emit scaleChanged();
    }
    return QObject::eventFilter(watched, event);
}

qreal SystemFont::scale() const {
    const qreal points = QFontInfo(QGuiApplication::font()).pointSizeF();
    return std::clamp(points / kUsualPointSize, 1.0, kLargestScale);
}

}  // namespace cribbage::ui
