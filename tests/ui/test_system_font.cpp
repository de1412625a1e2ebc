// The window's words follow the system's font size: larger when it is larger than the
// platform's usual, up to what still fits, and never smaller.
#include <QtQml/qqmlextensionplugin.h>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>

#include "system_font.h"
#include "translations.h"

Q_IMPORT_QML_PLUGIN(Cribbage_UiPlugin)
Q_IMPORT_QML_PLUGIN(Cribbage_TablePlugin)

namespace {

void setFontPoints(qreal points) {
    QFont font = QGuiApplication::font();
    font.setPointSizeF(points);
    QGuiApplication::setFont(font);
}

}  // namespace

class TestSystemFont : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void theWordsGrowWithTheSystemFont();
    void cleanupTestCase();

private:
    QQmlApplicationEngine* engine_ = nullptr;
    QQuickWindow* window_ = nullptr;
};

void TestSystemFont::initTestCase() {
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    cribbage::ui::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    setFontPoints(9);
    engine_ = new QQmlApplicationEngine(this);
    engine_->addImportPath(QStringLiteral("qrc:/"));
    engine_->setInitialProperties({{QStringLiteral("persistent"), false},
                                   {QStringLiteral("seed"), QStringLiteral("3")},
                                   {QStringLiteral("width"), 1280},
                                   {QStringLiteral("height"), 800}});
    engine_->load(QUrl(QStringLiteral("qrc:/Cribbage/Ui/qml/Main.qml")));
    QVERIFY(!engine_->rootObjects().isEmpty());
    window_ = qobject_cast<QQuickWindow*>(engine_->rootObjects().constFirst());
    QVERIFY(window_);
    QVERIFY(QTest::qWaitForWindowExposed(window_));
}

void TestSystemFont::theWordsGrowWithTheSystemFont() {
    auto* prompt = window_->findChild<QQuickItem*>(QStringLiteral("prompt"));
    QVERIFY(prompt);
    const auto promptSize = [prompt] {
        return prompt->property("font").value<QFont>().pixelSize();
    };
    const qreal unit = window_->property("unit").toReal();
    const int usual = promptSize();
    QVERIFY(usual > 0);

    setFontPoints(11.25);  // 125% of the usual 9 points
    QCOMPARE(cribbage::ui::SystemFont().scale(), 1.25);
    QTRY_COMPARE(window_->property("unit").toReal(), unit * 1.25);
    QVERIFY2(qAbs(promptSize() - usual * 1.25) <= 1,
             qPrintable(QStringLiteral("%1 then %2").arg(usual).arg(promptSize())));

    setFontPoints(40);  // no larger than still fits
    QTRY_COMPARE(window_->property("unit").toReal(), unit * 1.5);

    setFontPoints(6);  // and never smaller than the window allows
    QTRY_COMPARE(window_->property("unit").toReal(), unit);
    QCOMPARE(promptSize(), usual);
}

void TestSystemFont::cleanupTestCase() {
    delete engine_;
}

QTEST_MAIN(TestSystemFont)
#include "test_system_font.moc"
