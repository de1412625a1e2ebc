#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QTemporaryDir>

namespace cribbage::ui::test {

// A folder of the Qt Quick test's own, deleted with the object: where a game keeps its files
// (`Main.storageDirectory`), with a file written into it first (a damaged save, say).
class QmlTemporaryFolder : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(TemporaryFolder)
    Q_PROPERTY(QString path READ path CONSTANT)

public:
    using QObject::QObject;

    QString path() const { return folder_.path(); }
    // Writes `text` to the file `name` in the folder; false when it could not.
    Q_INVOKABLE bool write(const QString& name, const QString& text) const;

private:
    QTemporaryDir folder_;
};

}  // namespace cribbage::ui::test
