#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>

namespace cribbage::ui::Guide {
Q_NAMESPACE
QML_ELEMENT
Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")

// The guided first game's lessons, in the order it gives them (QML: Guide.Lesson.Play).
enum class Lesson {
    None,
    CutForDeal,
    Deal,
    LayAway,
    Starter,
    Play,
    ShowPone,
    ShowDealer,
    Crib,
    Finished,
};
Q_ENUM_NS(Lesson)

}  // namespace cribbage::ui::Guide
