#include "key_names.h"

#include <QKeySequence>

namespace cribbage::ui {

QString KeyNames::nativeText(const QVariant& sequence) {
    if (sequence.typeId() == QMetaType::QString) {
        return QKeySequence(sequence.toString()).toString(QKeySequence::NativeText);
    }
    bool isNumber = false;
    const int standard = sequence.toInt(&isNumber);
    if (!isNumber) {
        return {};
    }
    return QKeySequence(static_cast<QKeySequence::StandardKey>(standard))
        .toString(QKeySequence::NativeText);
}

}  // namespace cribbage::ui
