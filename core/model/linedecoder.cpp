#include "core/model/linedecoder.h"

#include <QStringDecoder>

namespace {

// Windows-1252's 0x80–0x9F; 0xFFFD where it defines none.
constexpr char16_t kWindows1252High[32] = {
    0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178};

void appendWindows1252(QString &out, QByteArrayView line)
{
    for (const char ch : line) {
        const auto b = static_cast<unsigned char>(ch);
        out += (b >= 0x80 && b <= 0x9F) ? QChar(kWindows1252High[b - 0x80]) : QChar(char16_t(b));
    }
}

} // namespace

namespace LineDecoder {

QString decode(const QByteArray &bytes)
{
    QStringDecoder whole(QStringDecoder::Utf8);
    QString text = whole.decode(bytes);
    if (!whole.hasError())
        return text; // the common case: one pass
    text.clear();
    text.reserve(bytes.size());
    qsizetype start = 0;
    const qsizetype n = bytes.size();
    while (start < n) {
        qsizetype end = bytes.indexOf('\n', start);
        end = end < 0 ? n : end + 1; // the line with its newline
        const QByteArrayView line(bytes.constData() + start, end - start);
        QStringDecoder utf8(QStringDecoder::Utf8);
        const QString decoded = utf8.decode(line);
        if (utf8.hasError())
            appendWindows1252(text, line);
        else
            text += decoded;
        start = end;
    }
    return text;
}

} // namespace LineDecoder
