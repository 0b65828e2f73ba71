#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>

// Small helpers shared by the section parsers: they never throw and accept any text.
namespace ProbeText {

// Lines without their "\r\n" / "\n" ends; NUL characters are dropped.
QStringList lines(const QString &text);
// A number written with "." or "," as the decimal separator ("8,05", "38.6"); nullopt if none.
std::optional<double> number(QStringView text);
std::optional<qint64> integer(QStringView text, int base = 10);
// "Key<spaces or tabs>: value" -> {key, value} trimmed; nullopt when there is no colon.
std::optional<std::pair<QString, QString>> keyValue(const QString &line, QChar separator = u':');
// Whitespace-separated fields.
QStringList fields(const QString &line);
// A link speed like "1000Mb/s", "100Mbps", "1Gbps", "2.5Gbps", "480M", "5000M" in Mbit/s.
std::optional<double> speedMbps(QStringView text);

} // namespace ProbeText
