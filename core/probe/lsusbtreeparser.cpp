#include "core/probe/lsusbtreeparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

namespace {

// "Class=Mass Storage, Driver=uas, 5000M" and friends.
void readAttributes(QStringView rest, LsusbTreeEntry *e)
{
    static const QRegularExpression cls(QStringLiteral("Class=([^,]*)"));
    static const QRegularExpression drv(QStringLiteral("Driver=([^,/]*)(?:/(\\d+)p)?"));
    static const QRegularExpression speed(QStringLiteral(",\\s*(\\d+(?:\\.\\d+)?)M\\s*$"));
    if (const auto m = cls.match(rest); m.hasMatch())
        e->className = m.captured(1).trimmed();
    if (const auto m = drv.match(rest); m.hasMatch()) {
        const QString d = m.captured(1).trimmed();
        e->driver = d == u"[none]" ? QString() : d;
        if (m.hasCaptured(2))
            e->ports = m.captured(2).toInt();
    }
    if (const auto m = speed.match(rest); m.hasMatch())
        e->speedMbps = ProbeText::number(m.capturedView(1));
}

} // namespace

QList<LsusbTreeEntry> parseLsusbTree(const QString &text)
{
    static const QRegularExpression root(
        QStringLiteral("^\\s*/:\\s+Bus\\s+(\\d+)\\.Port\\s+(\\d+):\\s+Dev\\s+(\\d+),\\s*(.*)$"));
    static const QRegularExpression child(QStringLiteral(
        "^([\\s|]*)\\|__\\s*Port\\s+(\\d+):\\s+Dev\\s+(\\d+),\\s*(?:If\\s+(\\d+),\\s*)?(.*)$"));
    static const QRegularExpression id(QStringLiteral("^\\s*ID\\s+([0-9a-fA-F]{4}):([0-9a-fA-F]{4})\\b"));

    QList<LsusbTreeEntry> out;
    struct Level
    {
        qsizetype column;
        QString path;
    };
    QList<Level> stack; // the chain of hubs above the current line
    int bus = -1;

    for (const QString &line : ProbeText::lines(text)) {
        if (const auto m = root.match(line); m.hasMatch()) {
            LsusbTreeEntry e;
            bus = m.captured(1).toInt();
            e.bus = bus;
            e.port = m.captured(2).toInt();
            e.devnum = m.captured(3).toInt();
            e.path = QStringLiteral("usb%1").arg(bus);
            readAttributes(m.capturedView(4), &e);
            stack = {Level{-1, e.path}};
            out.append(e);
            continue;
        }
        if (const auto m = child.match(line); m.hasMatch() && !stack.isEmpty()) {
            const qsizetype column = m.capturedLength(1);
            while (stack.size() > 1 && stack.last().column >= column)
                stack.removeLast();
            LsusbTreeEntry e;
            e.bus = bus;
            e.port = m.captured(2).toInt();
            e.devnum = m.captured(3).toInt();
            e.interfaceNumber = m.hasCaptured(4) && !m.captured(4).isEmpty() ? m.captured(4).toInt() : -1;
            e.parentPath = stack.last().path;
            e.path = stack.size() == 1 ? QStringLiteral("%1-%2").arg(QString::number(bus), QString::number(e.port))
                                       : QStringLiteral("%1.%2").arg(e.parentPath, QString::number(e.port));
            readAttributes(m.capturedView(5), &e);
            stack.append(Level{column, e.path});
            out.append(e);
            continue;
        }
        if (const auto m = id.match(line); m.hasMatch() && !out.isEmpty()) {
            out.last().vendorId = m.captured(1).toLower();
            out.last().productId = m.captured(2).toLower();
        }
    }
    return out;
}
