#include "core/probe/exportsparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

QList<ExportEntry> parseExports(const QString &text)
{
    static const QRegularExpression client(QStringLiteral("^([^()\\s]*)(?:\\(([^)]*)\\)?)?$"));
    QList<ExportEntry> out;
    QString pendingPath; // exportfs -v puts the client on the next line after a long path
    QString joined;
    for (QString raw : ProbeText::lines(text)) {
        // nfs-utils (support/nfs/xio.c): "#" anywhere starts a comment to the end of the physical
        // line, so a "\\" inside it continues nothing.
        if (const qsizetype hash = raw.indexOf(u'#'); hash >= 0)
            raw.truncate(hash);
        if (raw.endsWith(u'\\')) {
            joined += raw.left(raw.size() - 1) + u' ';
            continue;
        }
        const QString line = joined + raw;
        joined.clear();
        const QString t = line.trimmed();
        if (t.isEmpty() || t.startsWith(u'#'))
            continue;
        QStringList f = ProbeText::fields(t);
        QString path;
        if (t.startsWith(u'/') || t.startsWith(u'"')) {
            path = f.takeFirst();
            if (path.startsWith(u'"')) {
                while (!path.endsWith(u'"') && !f.isEmpty())
                    path += u' ' + f.takeFirst();
                path.remove(u'"');
            }
            if (f.isEmpty()) {
                pendingPath = path;
                continue;
            }
        } else if (!pendingPath.isEmpty()) {
            path = pendingPath;
        } else {
            continue;
        }
        pendingPath.clear();
        QStringList defaults;
        for (const QString &word : f) {
            if (word.startsWith(u'-')) {
                defaults = word.mid(1).split(u',', Qt::SkipEmptyParts);
                continue;
            }
            const auto m = client.match(word);
            if (!m.hasMatch())
                continue;
            ExportEntry e;
            e.path = path;
            e.client = m.captured(1).isEmpty() ? QStringLiteral("*") : m.captured(1);
            e.options = defaults + m.captured(2).split(u',', Qt::SkipEmptyParts);
            out.append(e);
        }
    }
    return out;
}
