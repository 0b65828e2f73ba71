#include "core/probe/smbconfparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

SmbConf parseSmbConf(const QString &text)
{
    static const QRegularExpression header(QStringLiteral("^\\s*\\[([^\\]]+)\\]\\s*$"));
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    SmbConf conf;
    QMap<QString, QString> *current = &conf.global;
    for (const QString &line : ProbeText::lines(text)) {
        const QString t = line.trimmed();
        if (t.startsWith(QStringLiteral("Load smb config files from")) || t.startsWith(QStringLiteral("Loaded services file"))
            || t.startsWith(QStringLiteral("Server role:")) || t == u"# Global parameters") {
            conf.fromTestparm = true;
            continue;
        }
        if (t.isEmpty() || t.startsWith(u'#') || t.startsWith(u';'))
            continue;
        if (const auto m = header.match(t); m.hasMatch()) {
            conf.recognised = true;
            const QString name = m.captured(1).trimmed();
            if (name.compare(u"global", Qt::CaseInsensitive) == 0) {
                current = &conf.global;
            } else {
                conf.shares.append(SmbConfSection{name, {}});
                current = &conf.shares.last().values;
            }
            continue;
        }
        const auto kv = ProbeText::keyValue(t, u'=');
        if (!kv)
            continue;
        const QString key = kv->first.toLower().replace(spaces, QStringLiteral(" "));
        if (key.isEmpty() || key.size() > 64)
            continue;
        current->insert(key, kv->second);
        conf.recognised = true;
    }
    return conf;
}
