// The window's words follow the system's font size: larger when it is larger than the
// platform's usual, up to what still fits, and never smaller.
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>
#include <algorithm>

#include "system_font.h"
#include "translations.h"
#include "ui_test_main.h"

namespace {

// The item named `name` under `item`, made by a Repeater or not.
QQuickItem* findItem(QQuickItem* item, QLatin1String name) {
    if (item->objectName() == name) {
        return item;
    }
    for (QQuickItem* child : item->childItems()) {
        if (QQuickItem* found = findItem(child, name)) {
            return found;
        }
    }
    return nullptr;
}

int pixelSize(const QQuickItem* text) {
    return text->property("font").value<QFont>().pixelSize();
}

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
    void theFeltAndTheBoardsWordsGrowToo();
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

// The words drawn on the felt (the count, the crib's name) and the board's (a side's score)
// grow as much as the panel's (the count as far as its room lets it).
void TestSystemFont::theFeltAndTheBoardsWordsGrowToo() {
    setFontPoints(9);
    QList<QQuickItem*> words;
    for (const char* name : {"count", "cribLabel", "standing"}) {
        QQuickItem* text = findItem(window_->contentItem(), QLatin1String(name));
        QVERIFY2(text, name);
        words.append(text);
    }
    QList<int> usual;
    for (const QQuickItem* text : words) {
        usual.append(pixelSize(text));
        QVERIFY(usual.constLast() > 0);
    }

    // The count grows as far as the room between the two seats' played cards lets it.
    const QQuickItem* top = findItem(window_->contentItem(), QLatin1String("played1"));
    const QQuickItem* bottom = findItem(window_->contentItem(), QLatin1String("played"));
    QVERIFY(top && bottom);
    const qreal room = bottom->mapToScene({0, 0}).y() - top->mapToScene({0, top->height()}).y();
    QVERIFY(room > 0);
    QList<qreal> grown;
    for (const int size : usual) {
        grown.append(size * 1.25);
    }
    grown[0] = std::max<qreal>(usual[0], std::min(grown[0], room * 0.8));

    setFontPoints(11.25);
    for (qsizetype i = 0; i < words.size(); ++i) {
        QTRY_VERIFY2(qAbs(pixelSize(words[i]) - grown[i]) <= 1,
                     qPrintable(QStringLiteral("%1: %2 then %3")
                                    .arg(words[i]->objectName())
                                    .arg(usual[i])
                                    .arg(pixelSize(words[i]))));
    }
    setFontPoints(9);
    for (qsizetype i = 0; i < words.size(); ++i) {
        QTRY_COMPARE(pixelSize(words[i]), usual[i]);
    }
}

void TestSystemFont::cleanupTestCase() {
    delete engine_;
}

UI_TEST_MAIN(TestSystemFont)
#include "test_system_font.moc"
