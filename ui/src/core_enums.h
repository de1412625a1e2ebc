#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include "cribbage/computer_player.h"
#include "cribbage/event.h"
#include "cribbage/phase.h"
#include "cribbage/rules.h"
#include "cribbage/score_item.h"

// The core's enums that QML uses, themselves (cribbage::Phase, cribbage::SkunkRule,
// cribbage::Level), for Qt's meta-object system and QML, where they are Core.Phase.Play,
// Core.SkunkRule.Lurch, Core.Level.Expert. The core
// has no Qt, so it defines each from a list of its names (CRIBBAGE_PHASES, ...); moc, and only
// moc, reads the same lists here. Nothing is copied, so nothing can drift apart. (Qt 6.4's QML
// also sees a namespace's names unscoped, so no two enums of one namespace may share a name:
// the score kinds and sources, which share Play and Heels with each other and with the
// phases, each have a namespace of their own, ScoreKind.Fifteen and ScoreSource.Muggins.)
namespace cribbage {
Q_NAMESPACE
QML_NAMED_ELEMENT(Core)
Q_CLASSINFO("RegisterEnumClassesUnscoped", "false")

#ifdef Q_MOC_RUN
enum class Phase { CRIBBAGE_PHASES(CRIBBAGE_ENUMERATOR) };
enum class SkunkRule { CRIBBAGE_SKUNK_RULES(CRIBBAGE_ENUMERATOR) };
enum class Level { CRIBBAGE_LEVELS(CRIBBAGE_ENUMERATOR) };
#endif

Q_ENUM_NS(Phase)
Q_ENUM_NS(SkunkRule)
Q_ENUM_NS(Level)

}  // namespace cribbage

namespace cribbage::score_kind_type {
Q_NAMESPACE
QML_NAMED_ELEMENT(ScoreKind)

#ifdef Q_MOC_RUN
enum class ScoreKind { CRIBBAGE_SCORE_KINDS(CRIBBAGE_ENUMERATOR) };
#else
using cribbage::ScoreKind;
#endif
Q_ENUM_NS(ScoreKind)

}  // namespace cribbage::score_kind_type

namespace cribbage::score_source_type {
Q_NAMESPACE
QML_NAMED_ELEMENT(ScoreSource)

#ifdef Q_MOC_RUN
enum class ScoreSource { CRIBBAGE_SCORE_SOURCES(CRIBBAGE_ENUMERATOR) };
#else
using cribbage::ScoreSource;
#endif
Q_ENUM_NS(ScoreSource)

}  // namespace cribbage::score_source_type
