#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "card_list_model.h"
#include "cribbage/card.h"
#include "ui_test_main.h"

using namespace cribbage::ui;

namespace {

CardLook up(const char* code) {
    return CardLook{.card = *cribbage::parseCard(code), .faceUp = true};
}
CardLook down() {
    return CardLook{};
}
QStringList codes(const CardListModel& model) {
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row) {
        out << model.data(model.index(row), CardListModel::CodeRole).toString();
    }
    return out;
}

}  // namespace

class TestCardListModel : public QObject {
    Q_OBJECT

private slots:
    void rolesHaveTheNamesQmlUses();
    void aFaceUpCardIsSpokenInWords();
    void cardsDealtAreInsertedWithTheirOrigin();
    void aCardPlayedIsRemovedAndTheOthersStay();
    void aFaceDownCribTurnedUpChangesInPlace();
    void theSameRowsChangeNothing();
    void cardsInANewOrderResetTheModel();
};

void TestCardListModel::rolesHaveTheNamesQmlUses() {
    CardListModel model;
    const auto roles = model.roleNames();
    QCOMPARE(roles.value(CardListModel::CodeRole), QByteArray("code"));
    QCOMPARE(roles.value(CardListModel::CardIndexRole), QByteArray("cardIndex"));
    QCOMPARE(roles.value(CardListModel::FaceUpRole), QByteArray("faceUp"));
    QCOMPARE(roles.value(CardListModel::SelectedRole), QByteArray("selected"));
    QCOMPARE(roles.value(CardListModel::PlayableRole), QByteArray("playable"));
    QCOMPARE(roles.value(CardListModel::OriginRole), QByteArray("origin"));
    QCOMPARE(roles.value(CardListModel::SpokenRole), QByteArray("spoken"));
}

void TestCardListModel::aFaceUpCardIsSpokenInWords() {
    CardListModel model;
    model.assign({up("7H"), up("TC"), up("AS"), down()}, CardOrigin::Nowhere);
    const auto spoken = [&model](int row) {
        return model.data(model.index(row), CardListModel::SpokenRole).toString();
    };
    QCOMPARE(spoken(0), QStringLiteral("seven of hearts"));
    QCOMPARE(spoken(1), QStringLiteral("ten of clubs"));
    QCOMPARE(spoken(2), QStringLiteral("ace of spades"));
    QCOMPARE(spoken(3), QString());  // a card face down is not named
    // Each card crosses to QML as its index, the one a move takes back; the picture by its code.
    const auto at = [&model](int row, int role) { return model.data(model.index(row), role); };
    QCOMPARE(at(2, CardListModel::CardIndexRole).toInt(), cribbage::parseCard("AS")->index());
    QCOMPARE(at(2, CardListModel::CodeRole).toString(), QStringLiteral("AS"));
    QCOMPARE(at(3, CardListModel::CardIndexRole).toInt(), -1);
    QCOMPARE(at(3, CardListModel::CodeRole).toString(), QString());
}

void TestCardListModel::cardsDealtAreInsertedWithTheirOrigin() {
    CardListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy counted(&model, &CardListModel::countChanged);
    model.assign({up("5H")}, CardOrigin::Pack);
    model.assign({up("2C"), up("5H"), up("KS")}, CardOrigin::Pack);
    QCOMPARE(codes(model), QStringList({"2C", "5H", "KS"}));
    QCOMPARE(inserted.count(), 3);
    QCOMPARE(counted.count(), 2);
    QCOMPARE(model.data(model.index(0), CardListModel::OriginRole).toInt(), CardOrigin::Pack);
    QCOMPARE(model.data(model.index(1), CardListModel::FaceUpRole).toBool(), true);
}

void TestCardListModel::aCardPlayedIsRemovedAndTheOthersStay() {
    CardListModel model;
    model.assign({up("2C"), up("5H"), up("KS")}, CardOrigin::Nowhere);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.assign({up("2C"), up("KS")}, CardOrigin::Nowhere);
    QCOMPARE(codes(model), QStringList({"2C", "KS"}));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first().at(1).toInt(), 1);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(reset.count(), 0);
}

void TestCardListModel::aFaceDownCribTurnedUpChangesInPlace() {
    CardListModel model;
    model.assign({down(), down(), down(), down()}, 1);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    model.assign({up("2C"), up("3C"), up("4C"), up("5C")}, CardOrigin::Nowhere);
    QCOMPARE(changed.count(), 4);
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(removed.count(), 0);
    QCOMPARE(codes(model), QStringList({"2C", "3C", "4C", "5C"}));
    // The card stays where it came from: it does not fly in again.
    QCOMPARE(model.data(model.index(2), CardListModel::OriginRole).toInt(), 1);
}

void TestCardListModel::theSameRowsChangeNothing() {
    CardListModel model;
    model.assign({up("2C"), down()}, CardOrigin::Nowhere);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy counted(&model, &CardListModel::countChanged);
    model.assign({up("2C"), down()}, CardOrigin::Pack);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(counted.count(), 0);
    CardLook selected = up("2C");
    selected.selected = true;
    model.assign({selected, down()}, CardOrigin::Nowhere);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.data(model.index(0), CardListModel::SelectedRole).toBool(), true);
}

void TestCardListModel::cardsInANewOrderResetTheModel() {
    CardListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.assign({up("2C"), up("5H"), up("KS")}, CardOrigin::Nowhere);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.assign({up("KS"), up("2C")}, CardOrigin::Nowhere);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(codes(model), QStringList({"KS", "2C"}));
}

UI_TEST_GUILESS_MAIN(TestCardListModel)
#include "test_card_list_model.moc"
