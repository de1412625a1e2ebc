// The Qt Quick Test runner for the table's QML components. A warning while the tests run is
// a failure: a QML warning (a binding error, a binding loop, an image that does not load)
// fails the test function that caused it; a warning before or after the test cases aborts
// the run. (Quick Test's own log handler takes every message while a test case runs and
// passes none on, so ctest also fails a run whose output has a QWARN line.)
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>
#include <QtTest/qtestcase.h>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QQmlError>
#include <QString>
#include <QUrl>

Q_IMPORT_QML_PLUGIN(Cribbage_TablePlugin)

namespace {

QtMessageHandler defaultHandler = nullptr;
int warningsOutsideTests = 0;

// Sees the warnings before and after the test cases, when no test function can be blamed.
void countWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (type == QtWarningMsg || type == QtCriticalMsg) {
        ++warningsOutsideTests;
    }
    defaultHandler(type, context, message);
}

}  // namespace

class Setup : public QObject {
    Q_OBJECT

public slots:
    void applicationAvailable() { defaultHandler = qInstallMessageHandler(countWarnings); }

    void qmlEngineAvailable(QQmlEngine* engine) {
        engine->addImportPath(QStringLiteral("qrc:/"));
        connect(engine, &QQmlEngine::warnings, this, &Setup::failOnWarnings);
    }

    void cleanupTestCase() {
        if (warningsOutsideTests > 0) {
            qInstallMessageHandler(defaultHandler);
            qFatal("%d warning(s) outside the test functions: see above", warningsOutsideTests);
        }
    }

private:
    static void failOnWarnings(const QList<QQmlError>& warnings) {
        for (const QQmlError& warning : warnings) {
            const QByteArray failure = "QML warning: " + warning.toString().toLocal8Bit();
            const QByteArray file = warning.url().toString().toLocal8Bit();
            QTest::qFail(failure.constData(), file.constData(), warning.line());
        }
    }
};

QUICK_TEST_MAIN_WITH_SETUP(cribbage_qml, Setup)

#include "qml_test_main.moc"
