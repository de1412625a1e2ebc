#include "person_name.h"

namespace cribbage::ui {

QString cleanName(const QString& name) {
    QString clean;
    for (const QChar c : name) {
        clean.append(c.isPrint() ? c : QLatin1Char(' '));
    }
    return clean.simplified().left(kMaxNameLength);
}

}  // namespace cribbage::ui
