#include "core/probe/systemparsers.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

UnameInfo parseUname(const QString &text)
{
    UnameInfo u;
    static const QStringList arches = {
        QStringLiteral("aarch64"), QStringLiteral("arm64"),  QStringLiteral("armv6l"),
        QStringLiteral("armv7l"),  QStringLiteral("armv8l"), QStringLiteral("x86_64"),
        QStringLiteral("i686"),    QStringLiteral("i386"),   QStringLiteral("riscv64"),
        QStringLiteral("ppc64le"), QStringLiteral("mips")};
    for (const QString &line : ProbeText::lines(text)) {
        const QStringList f = ProbeText::fields(line);
        if (f.size() < 3 || (f.at(0) != u"Linux" && f.at(0) != u"GNU/Linux"))
            continue;
        u.kernel = f.at(0);
        u.hostname = f.at(1);
        u.release = f.at(2);
        // The machine is the last architecture-looking field (uname -a adds date and OS after it).
        for (qsizetype i = f.size() - 1; i >= 3; --i) {
            if (arches.contains(f.at(i))) {
                u.machine = f.at(i);
                break;
            }
        }
        break;
    }
    return u;
}

QString unameHostName(const QString &text)
{
    return text.simplified().section(u' ', 1, 1);
}

QHash<QString, QString> parseOsRelease(const QString &text)
{
    QHash<QString, QString> out;
    for (const QString &line : ProbeText::lines(text)) {
        const auto kv = ProbeText::keyValue(line, u'=');
        if (!kv || kv->first.contains(u' '))
            continue;
        QString v = kv->second;
        if (v.size() >= 2 && (v.startsWith(u'"') || v.startsWith(u'\'')) && v.endsWith(v.at(0)))
            v = v.mid(1, v.size() - 2);
        out.insert(kv->first, v);
    }
    return out;
}

MemInfo parseMeminfo(const QString &text)
{
    MemInfo m;
    for (const QString &line : ProbeText::lines(text)) {
        const auto kv = ProbeText::keyValue(line);
        if (!kv)
            continue;
        const QStringList f = ProbeText::fields(kv->second);
        if (f.isEmpty())
            continue;
        if (kv->first == u"MemTotal")
            m.totalKb = ProbeText::integer(f.at(0));
        else if (kv->first == u"MemAvailable")
            m.availableKb = ProbeText::integer(f.at(0));
    }
    return m;
}

LoadAverage parseLoadavg(const QString &text)
{
    LoadAverage l;
    static const QRegularExpression proc(
        QStringLiteral("^\\s*(\\d+\\.\\d+)\\s+(\\d+\\.\\d+)\\s+(\\d+\\.\\d+)(\\s|$)"));
    static const QRegularExpression uptime(
        QStringLiteral("load averages?:\\s*(\\d+[.,]\\d+),?\\s+(\\d+[.,]\\d+),?\\s+(\\d+[.,]\\d+)"),
        QRegularExpression::CaseInsensitiveOption);
    for (const QString &line : ProbeText::lines(text)) {
        auto m = proc.match(line);
        if (!m.hasMatch())
            m = uptime.match(line);
        if (m.hasMatch()) {
            l.load1 = ProbeText::number(m.capturedView(1));
            l.load5 = ProbeText::number(m.capturedView(2));
            l.load15 = ProbeText::number(m.capturedView(3));
            break;
        }
    }
    return l;
}

std::optional<int> parseLongBit(const QString &text)
{
    for (const QString &line : ProbeText::lines(text)) {
        const QString t = line.trimmed();
        if (t == u"32" || t == u"64")
            return t.toInt();
    }
    return std::nullopt;
}

QStringList parseUsbStorageQuirks(const QString &text)
{
    QStringList out;
    for (const QString &word : ProbeText::fields(text)) {
        static const QLatin1String key("usb-storage.quirks=");
        if (word.startsWith(key))
            out += word.mid(key.size()).split(u',', Qt::SkipEmptyParts);
    }
    return out;
}

QHash<QString, QString> parseKeyValueLines(const QString &text)
{
    QHash<QString, QString> out;
    for (const QString &line : ProbeText::lines(text))
        if (const auto kv = ProbeText::keyValue(line, u'='); kv && !kv->first.contains(u' '))
            out.insert(kv->first, kv->second);
    return out;
}

QStringList parseDefaultRouteInterfaces(const QString &text)
{
    QStringList out;
    for (const QString &line : ProbeText::lines(text)) {
        const QStringList f = ProbeText::fields(line);
        if (f.size() >= 2 && f.at(1) == u"00000000" && !out.contains(f.at(0)))
            out.append(f.at(0));
    }
    return out;
}
