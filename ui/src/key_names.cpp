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

QString KeyNames::withoutMnemonic(const QString& text) {
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size()) {
            ++i;  // "&&" is one "&"; "&N" is "N"
        }
        plain.append(text[i]);
    }
    return plain;
}

}  // namespace cribbage::ui
