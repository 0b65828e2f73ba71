#include "core/probe/smbconfparser.h"

#include "core/probe/probetext.h"
#include "core/probe/smbconfgrammar.h"

SmbConf parseSmbConf(const QString &text)
{
    SmbConf conf;
    for (const QString &line : ProbeText::lines(text)) {
        const QString t = line.trimmed();
        if (t.startsWith(QStringLiteral("Load smb config files from")) ||
            t.startsWith(QStringLiteral("Loaded services file")) ||
            t.startsWith(QStringLiteral("Server role:")) || t == u"# Global parameters") {
            conf.fromTestparm = true;
            break;
        }
    }
    // As Samba reads it: a "\" at a line's end joins the next line to the setting (so "comment = a \"
    // over "sync always = yes" is a comment, not the option).
    QString bytes = text;
    bytes.remove(QChar(0));
    QMap<QString, QString> *current = &conf.global;
    for (const SmbConfGrammar::Line &l : SmbConfGrammar::parse(bytes.toUtf8())) {
        using Kind = SmbConfGrammar::Line::Kind;
        if (l.kind == Kind::Section) {
            conf.recognised = true;
            if (l.section == u"global") {
                current = &conf.global;
            } else {
                conf.shares.append(SmbConfSection{l.writtenName, {}});
                current = &conf.shares.last().values;
            }
            continue;
        }
        if (l.kind != Kind::Parameter)
            continue;
        const QString key = l.writtenName.toLower().simplified();
        if (key.size() > 64)
            continue;
        current->insert(key, l.value);
        conf.recognised = true;
    }
    return conf;
}
