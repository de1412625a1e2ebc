#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include "cribbage/phase.h"
#include "cribbage/rules.h"

// The core's enums that QML uses, themselves (cribbage::Phase, cribbage::SkunkRule), for Qt's
// meta-object system and QML, where they are Core.Phase.Play, Core.SkunkRule.Lurch. The core
// has no Qt, so it defines each from a list of its names (CRIBBAGE_PHASES, ...); moc, and only
// moc, reads the same lists here. Nothing is copied, so nothing can drift apart. (QML also
// sees the names unscoped in one scope, so no two enums here may share a name.)
namespace cribbage {
Q_NAMESPACE
QML_NAMED_ELEMENT(Core)
Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")

#ifdef Q_MOC_RUN
enum class Phase { CRIBBAGE_PHASES(CRIBBAGE_ENUMERATOR) };
enum class SkunkRule { CRIBBAGE_SKUNK_RULES(CRIBBAGE_ENUMERATOR) };
#endif

Q_ENUM_NS(Phase)
Q_ENUM_NS(SkunkRule)

}  // namespace cribbage
