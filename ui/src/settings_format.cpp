#include "settings_format.h"

#include <QFileDevice>
#include <QStringList>
#include <algorithm>
#include <string_view>

#include "save_store.h"

namespace cribbage::ui {
namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

int hexValue(char16_t c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

// A key or a group as the INI text writes it: '/' as '\', the letters, digits and "_-." as they
// are, the rest as %XX, or %UXXXX beyond Latin-1.
void appendKey(QByteArray& out, QStringView key) {
    for (const QChar qc : key) {
        const char16_t c = qc.unicode();
        if (c == '/') {
            out += '\\';
        } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                   c == '_' || c == '-' || c == '.') {
            out += static_cast<char>(c);
        } else if (c <= 0xFF) {
            out += '%' + QByteArray::number(c, 16).rightJustified(2, '0').toUpper();
        } else {
            out += "%U" + QByteArray::number(c, 16).rightJustified(4, '0').toUpper();
        }
    }
}

QString keyOfText(QByteArrayView text) {
    const QString decoded = QString::fromUtf8(text);
    QString key;
    for (qsizetype i = 0; i < decoded.size();) {
        const QChar c = decoded.at(i);
        if (c == u'\\') {
            key += u'/';
            ++i;
            continue;
        }
        if (c == u'%' && i + 1 < decoded.size()) {
            const bool wide = decoded.at(i + 1) == u'U';
            const qsizetype first = i + (wide ? 2 : 1);
            const qsizetype digits = wide ? 4 : 2;
            bool ok = false;
            const ushort value = first + digits <= decoded.size()
                                     ? QStringView(decoded).sliced(first, digits).toUShort(&ok, 16)
                                     : 0;
            if (ok) {
                key += QChar(value);
                i = first + digits;
                continue;
            }
        }
        key += c;
        ++i;
    }
    return key;
}

// A string as the INI text writes it: in quotes when it holds ';', ',' or '=' or starts or
// ends with a space; '"' and '\' after a '\'; control characters escaped (a hex digit after a
// \x escape escaped too, or it would be read as part of it); the rest in UTF-8.
void appendString(QByteArray& out, const QString& text) {
    QByteArray body;
    QString run;
    bool quoted = false;
    bool afterHex = false;
    for (const QChar qc : text) {
        const char16_t c = qc.unicode();
        quoted = quoted || c == ';' || c == ',' || c == '=';
        const char* named = c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" : nullptr;
        const bool hex =
            named == nullptr && (c < 0x20 || c == 0x7F || (afterHex && hexValue(c) >= 0));
        if (named == nullptr && !hex && c != '"' && c != '\\') {
            run += qc;
            afterHex = false;
            continue;
        }
        body += run.toUtf8();
        run.clear();
        if (named != nullptr) {
            body += named;
        } else if (hex) {
            body += "\\x" + QByteArray::number(c, 16);
        } else {
            body += '\\';
            body += static_cast<char>(c);
        }
        afterHex = hex;
    }
    body += run.toUtf8();
    if (quoted || body.startsWith(' ') || body.endsWith(' ')) {
        body = '"' + body + '"';
    }
    out += body;
}

void appendValue(QByteArray& out, const QVariant& value) {
    const bool list = value.typeId() == QMetaType::QStringList ||
                      (value.typeId() == QMetaType::QVariantList && value.toList().size() != 1);
    if (!list) {
        const QString text = value.toString();
        appendString(out, text.startsWith(u'@') ? u'@' + text : text);
        return;
    }
    const QStringList strings = value.toStringList();
    for (qsizetype i = 0; i < strings.size(); ++i) {
        if (i > 0) {
            out += ", ";
        }
        appendString(out, strings.at(i));
    }
}

// What a value's text says, read as Qt reads it: strings, or a list of them when a comma
// stands outside quotes; escapes after '\'; blanks around an unquoted string dropped.
class ValueReader {
public:
    explicit ValueReader(QByteArrayView text) : text_(text) {}

    QVariant read() {
        skipBlanks();
        while (at_ < text_.size()) {
            const char c = text_.at(at_);
            if (c == '\\') {
                escape();
            } else if (c == '"') {
                endRun();
                ++at_;
                quotedPart_ = true;
                inQuotes_ = !inQuotes_;
                if (!inQuotes_) {
                    skipBlanks();
                }
                keepFrom_ = current_.size();
            } else if (c == ',' && !inQuotes_) {
                endPart();
                list_ = true;
                ++at_;
                skipBlanks();
            } else {
                run_ += c;
                ++at_;
            }
        }
        endPart();
        if (!list_) {
            return plain(parts_.constFirst());
        }
        for (QString& part : parts_) {
            part = plain(part).toString();
        }
        return parts_;
    }

private:
    static QVariant plain(const QString& text) {
        if (text == QStringLiteral("@Invalid()")) {
            return {};
        }
        return text.startsWith(QStringLiteral("@@")) ? text.sliced(1) : text;
    }

    void skipBlanks() {
        while (at_ < text_.size() && (text_.at(at_) == ' ' || text_.at(at_) == '\t')) {
            ++at_;
        }
    }

    void endRun() {
        current_ += QString::fromUtf8(run_);
        run_.clear();
    }

    void endPart() {
        endRun();
        if (!quotedPart_) {
            while (current_.size() > keepFrom_ &&
                   (current_.back() == u' ' || current_.back() == u'\t')) {
                current_.chop(1);
            }
        }
        parts_.append(current_);
        current_.clear();
        quotedPart_ = false;
        keepFrom_ = 0;
    }

    // The escape at at_ ('\' and what follows).
    void escape() {
        endRun();
        ++at_;
        if (at_ >= text_.size()) {
            return;
        }
        const char c = text_.at(at_++);
        static constexpr std::string_view kNamed = "a\ab\bf\fn\nr\rt\tv\v\"\"?\?''\\\\";
        for (std::size_t i = 0; i < kNamed.size(); i += 2) {
            if (c == kNamed[i]) {
                current_ += QLatin1Char(kNamed[i + 1]);
                keepFrom_ = current_.size();
                return;
            }
        }
        if (c == 'x' || (c >= '0' && c <= '7')) {
            const int base = c == 'x' ? 16 : 8;
            char16_t value = c == 'x' ? 0 : static_cast<char16_t>(c - '0');
            bool digits = c != 'x';
            while (at_ < text_.size() && hexValue(text_.at(at_)) >= 0 &&
                   hexValue(text_.at(at_)) < base) {
                value = static_cast<char16_t>(value * base + hexValue(text_.at(at_++)));
                digits = true;
            }
            if (digits) {
                current_ += QChar(value);
            }
        } else if ((c == '\n' || c == '\r') && at_ < text_.size()) {
            const char next = text_.at(at_);
            at_ += (next == '\n' || next == '\r') && next != c ? 1 : 0;
        }
        keepFrom_ = current_.size();
    }

    QByteArrayView text_;
    qsizetype at_ = 0;
    QStringList parts_;
    QString current_;
    QByteArray run_;
    qsizetype keepFrom_ = 0;
    bool inQuotes_ = false;
    bool quotedPart_ = false;
    bool list_ = false;
};

// The next line of `text` from `at` as Qt reads one: blanks before it skipped, ended by a line
// break or a ';' outside quotes (what follows a ';' is a comment), a '\' keeping the character
// after it; empty at the end. `equals` is the first '=' outside quotes, or -1.
QByteArrayView nextLine(QByteArrayView text, qsizetype& at, qsizetype& equals) {
    equals = -1;
    for (;;) {
        while (at < text.size() && isBlank(text.at(at))) {
            ++at;
        }
        if (at >= text.size() || text.at(at) != ';') {
            break;
        }
        while (at < text.size() && text.at(at) != '\n' && text.at(at) != '\r') {
            ++at;
        }
    }
    const qsizetype start = at;
    bool inQuotes = false;
    while (at < text.size()) {
        const char c = text.at(at);
        if (!inQuotes && (c == '\n' || c == '\r' || c == ';')) {
            break;
        }
        if (c == '\\') {
            at += 2;
            continue;
        }
        if (c == '"') {
            inQuotes = !inQuotes;
        } else if (c == '=' && !inQuotes && equals < 0) {
            equals = at - start;
        }
        ++at;
    }
    at = std::min(at, text.size());
    return text.sliced(start, at - start);
}

// A read that fails part way is no settings (QSettings::FormatError): the part read would
// be taken for the whole.
bool readSettings(QIODevice& device, QSettings::SettingsMap& map) {
    const QByteArray text = device.readAll();
    const auto* file = qobject_cast<QFileDevice*>(&device);
    if (file != nullptr && file->error() != QFileDevice::NoError) {
        return false;
    }
    map = settingsOfText(text);
    return true;
}

// Every byte written, flushed and on the disk, or false: QSettings then keeps the file before.
bool writeSettings(QIODevice& device, const QSettings::SettingsMap& map) {
    const QByteArray text = settingsText(map);
    if (device.write(text) != text.size()) {
        return false;
    }
    auto* file = qobject_cast<QFileDevice*>(&device);
    return file == nullptr || (file->flush() && syncedToDisk(file->handle()));
}

}  // namespace

QSettings::Format settingsFormat() {
    static const QSettings::Format format =
        QSettings::registerFormat(QStringLiteral("conf"), readSettings, writeSettings);
    return format;
}

QByteArray settingsText(const QSettings::SettingsMap& map) {
    QByteArray text;
    QString group;
    bool first = true;
    // The keys outside a group first, as [General], then each group's.
    for (const bool general : {true, false}) {
        for (auto entry = map.cbegin(); entry != map.cend(); ++entry) {
            const qsizetype slash = entry.key().indexOf(u'/');
            if ((slash < 0) != general) {
                continue;
            }
            const QString entryGroup = general ? QString() : entry.key().first(slash);
            if (first || entryGroup != group) {
                text += first ? "[" : "\n[";
                if (general) {
                    text += "General";
                } else if (entryGroup.compare(QStringLiteral("general"), Qt::CaseInsensitive) ==
                           0) {
                    text += '%' + entryGroup.toLatin1();
                } else {
                    appendKey(text, entryGroup);
                }
                text += "]\n";
                group = entryGroup;
                first = false;
            }
            appendKey(text, QStringView(entry.key()).sliced(slash + 1));
            text += '=';
            appendValue(text, entry.value());
            text += '\n';
        }
    }
    return text;
}

QSettings::SettingsMap settingsOfText(QByteArrayView text) {
    if (text.startsWith("\xef\xbb\xbf")) {
        text = text.sliced(3);
    }
    QSettings::SettingsMap map;
    QString group;
    qsizetype at = 0;
    qsizetype equals = -1;
    for (QByteArrayView line = nextLine(text, at, equals); !line.isEmpty();
         line = nextLine(text, at, equals)) {
        if (line.startsWith('[')) {
            const qsizetype end = line.indexOf(']');
            const QByteArrayView name = line.sliced(1, (end < 0 ? line.size() : end) - 1).trimmed();
            if (name.compare("general", Qt::CaseInsensitive) == 0) {
                group.clear();
            } else if (name.compare("%general", Qt::CaseInsensitive) == 0) {
                group = QString::fromLatin1(name.sliced(1)) + u'/';
            } else {
                group = keyOfText(name) + u'/';
            }
        } else if (equals >= 0) {
            const QString key = keyOfText(line.first(equals).trimmed());
            map.insert(group + key, ValueReader(line.sliced(equals + 1)).read());
        }
    }
    return map;
}

}  // namespace cribbage::ui
