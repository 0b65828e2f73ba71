#include "core/probe/probetext.h"

#include <QRegularExpression>

#include <cmath>

namespace ProbeText {

QStringList lines(const QString &text)
{
    QStringList out;
    qsizetype start = 0;
    const qsizetype n = text.size();
    while (start <= n) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = n;
        QString line = text.mid(start, end - start);
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (line.contains(QChar(0)))
            line.remove(QChar(0));
        if (end < n || !line.isEmpty())
            out.append(line);
        start = end + 1;
    }
    return out;
}

std::optional<double> number(QStringView text)
{
    QString t = text.trimmed().toString();
    t.replace(u',', u'.');
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<qint64> integer(QStringView text, int base)
{
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok, base);
    return ok ? std::optional<qint64>(v) : std::nullopt;
}

std::optional<std::pair<QString, QString>> keyValue(const QString &line, QChar separator)
{
    const qsizetype i = line.indexOf(separator);
    if (i <= 0)
        return std::nullopt;
    return std::make_pair(line.left(i).trimmed(), line.mid(i + 1).trimmed());
}

QStringList fields(const QString &line)
{
    QStringList out;
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n) {
        while (i < n && line.at(i).isSpace())
            ++i;
        const qsizetype start = i;
        while (i < n && !line.at(i).isSpace())
            ++i;
        if (i > start)
            out.append(line.mid(start, i - start));
    }
    return out;
}

std::optional<double> speedMbps(QStringView text)
{
    static const QRegularExpression re(QStringLiteral("(\\d+(?:[.,]\\d+)?)\\s*([MG])(?:b(?:it)?(?:ps|/s)?|bps)?"),
                                       QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const auto v = number(m.capturedView(1));
    if (!v)
        return std::nullopt;
    return m.capturedView(2).compare(u"G", Qt::CaseInsensitive) == 0 ? *v * 1000 : *v;
}

} // namespace ProbeText
