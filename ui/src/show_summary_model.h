#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QList>
#include <QString>

namespace cribbage::ui {

// The counts of this hand's show, to look over before going on: whose cards, their points,
// the count as said, and with muggins what was claimed and taken.
class ShowSummaryModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the scene owns the show's summary")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { WhoRole = Qt::UserRole + 1, PointsRole, SaidRole, VerdictRole };
    Q_ENUM(Role)

    struct Count {
        QString who{};  // "Your hand", "The crib of the computer"
        int points = 0;
        QString said{};
        // Muggins, when the claim was not the points: "You claimed 5. The computer took 1 by
        // muggins."
        QString verdict{};

        bool operator==(const Count&) const = default;
    };

    explicit ShowSummaryModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const QList<Count>& counts() const { return counts_; }
    void append(const Count& count);
    void clear();

signals:
    void countChanged();

private:
    QList<Count> counts_;
};

}  // namespace cribbage::ui
