#include "saved_table.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "level_choices.h"
#include "peg_colours.h"
#include "person_name.h"

namespace cribbage::ui {
namespace {

constexpr auto kTableFormat = "cribbage-table";
constexpr int kTableVersion = 1;

QJsonObject seatObject(const SeatFill& fill) {
    if (const auto* person = std::get_if<PersonHere>(&fill)) {
        QJsonObject seat{{QStringLiteral("person"), person->name}};
        if (person->colour >= 0) {
            seat.insert(QStringLiteral("colour"), person->colour);
        }
        return seat;
    }
    return {{QStringLiteral("computer"), levelId(std::get<ComputerLevel>(fill).level)}};
}

// A person's peg colour: one of the palette, or -1 when none was chosen.
std::optional<int> colourOf(const QJsonValue& colour) {
    if (colour.isUndefined()) {
        return -1;
    }
    const int chosen = colour.toInt(-1);
    return colour.isDouble() && chosen >= 0 && chosen < kPegColourCount ? std::optional(chosen)
                                                                        : std::nullopt;
}

std::optional<SeatFill> fillOf(const QJsonValue& seat) {
    const QJsonObject object = seat.toObject();
    const QJsonValue person = object.value(QStringLiteral("person"));
    const QJsonValue colour = object.value(QStringLiteral("colour"));
    if (person.isString() && person.toString().size() <= kMaxNameLength) {
        const auto chosen = colourOf(colour);
        const qsizetype keys = colour.isUndefined() ? 1 : 2;
        return object.size() == keys && chosen
                   ? std::optional<SeatFill>(PersonHere{person.toString(), *chosen})
                   : std::nullopt;
    }
    if (object.size() != 1) {
        return std::nullopt;
    }
    const auto level = choosableLevel(object.value(QStringLiteral("computer")).toString());
    return level ? std::optional<SeatFill>(ComputerLevel{*level}) : std::nullopt;
}

// The table's JSON object when it is of this format and version; an empty object else.
QJsonObject tableObject(const QString& text) {
    QJsonObject object = QJsonDocument::fromJson(text.toUtf8()).object();
    if (object.value(QStringLiteral("format")).toString() != QLatin1String(kTableFormat) ||
        object.value(QStringLiteral("version")).toInt() != kTableVersion) {
        return {};
    }
    return object;
}

}  // namespace

QString tableText(const SavedTable& table) {
    QJsonArray seats;
    for (const SeatFill& fill : table.lineup) {
        seats.append(seatObject(fill));
    }
    const QJsonObject object{{QStringLiteral("format"), QString::fromLatin1(kTableFormat)},
                             {QStringLiteral("version"), kTableVersion},
                             {QStringLiteral("seed"), QString::number(table.seed)},
                             {QStringLiteral("screen_seat"), table.screenSeat},
                             {QStringLiteral("seats"), seats}};
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

bool isAnotherGamesTable(const QString& text, std::uint64_t seed) {
    const QJsonValue saved = tableObject(text).value(QStringLiteral("seed"));
    bool ok = false;
    saved.toString().toULongLong(&ok);
    return ok && saved.toString() != QString::number(seed);
}

std::optional<SavedTable> readTable(const QString& text, std::uint64_t seed, int players) {
    const QJsonObject object = tableObject(text);
    if (object.value(QStringLiteral("seed")).toString() != QString::number(seed)) {
        return std::nullopt;
    }
    const QJsonArray seats = object.value(QStringLiteral("seats")).toArray();
    if (seats.size() != players) {
        return std::nullopt;
    }
    std::vector<SeatFill> fills;
    for (const auto& seat : seats) {
        auto fill = fillOf(seat);
        if (!fill) {
            return std::nullopt;
        }
        fills.push_back(std::move(*fill));
    }
    SavedTable table{seed, Lineup(std::move(fills)),
                     object.value(QStringLiteral("screen_seat")).toInt(-1)};
    if (table.screenSeat < 0 || table.screenSeat >= players ||
        !isPerson(table.lineup[table.screenSeat])) {
        return std::nullopt;
    }
    return table;
}

}  // namespace cribbage::ui
