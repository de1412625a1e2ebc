#pragma once

#include <QtQml/qqmlregistration.h>
#include <QAbstractListModel>
#include <QStringList>

namespace cribbage::ui {

// What has been said since the cards were last gathered, oldest first, so that points that
// flash past can be read again.
class DealLog : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("the scene keeps the deal's log")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(QString last READ last NOTIFY countChanged)

public:
    enum Role { LineRole = Qt::UserRole + 1 };
    Q_ENUM(Role)

    explicit DealLog(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const QStringList& lines() const { return lines_; }
    QString last() const { return lines_.isEmpty() ? QString() : lines_.last(); }
    void append(const QString& line);
    void clear();

signals:
    void countChanged();

private:
    QStringList lines_;
};

}  // namespace cribbage::ui
