#include "qml_temporary_folder.h"

#include <QDir>
#include <QFile>

namespace cribbage::ui::test {

bool QmlTemporaryFolder::write(const QString& name, const QString& text) const {
    QFile file(QDir(folder_.path()).filePath(name));
    return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) == text.toUtf8().size() &&
           file.flush();
}

}  // namespace cribbage::ui::test
