#include "core/treatment/textdiff.h"

#include <QList>

namespace {

QList<QByteArray> linesOf(const QByteArray &text)
{
    QList<QByteArray> lines = text.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // the final newline ends the last line; it starts none
    return lines;
}

} // namespace

namespace TextDiff {

QString unified(const QString &path, const QByteArray &before, const QByteArray &after)
{
    if (before == after)
        return {};
    const QList<QByteArray> a = linesOf(before), b = linesOf(after);
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a.at(head) == b.at(head))
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && a.at(a.size() - 1 - tail) == b.at(b.size() - 1 - tail))
        ++tail;
    constexpr qsizetype kContext = 3;
    const qsizetype from = std::max<qsizetype>(0, head - kContext);
    const qsizetype aEnd = std::min(a.size(), a.size() - tail + kContext);
    const qsizetype bEnd = std::min(b.size(), b.size() - tail + kContext);
    QString out = QStringLiteral("--- a%1\n+++ b%1\n").arg(path);
    // Hunk ranges are 1-based; a range of 0 lines names the line before it.
    auto range = [from](qsizetype end) {
        const qsizetype n = end - from;
        return QStringLiteral("%1,%2").arg(QString::number(n == 0 ? from : from + 1), QString::number(n));
    };
    out += QStringLiteral("@@ -%1 +%2 @@\n").arg(range(aEnd), range(bEnd));
    for (qsizetype i = from; i < head; ++i)
        out += u' ' + QString::fromUtf8(a.at(i)) + u'\n';
    for (qsizetype i = head; i < a.size() - tail; ++i)
        out += u'-' + QString::fromUtf8(a.at(i)) + u'\n';
    for (qsizetype i = head; i < b.size() - tail; ++i)
        out += u'+' + QString::fromUtf8(b.at(i)) + u'\n';
    for (qsizetype i = a.size() - tail; i < aEnd; ++i)
        out += u' ' + QString::fromUtf8(a.at(i)) + u'\n';
    return out;
}

} // namespace TextDiff
