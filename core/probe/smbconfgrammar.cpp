#include "core/probe/smbconfgrammar.h"

namespace {

bool blank(char c) // C's isspace(), as tini.c uses it
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

QString trimmed(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes).trimmed();
}

} // namespace

namespace SmbConfGrammar {

QList<Line> parse(const QByteArray &text)
{
    QList<Line> out;
    QString section = QStringLiteral("global");
    qsizetype pos = 0;
    while (pos < text.size()) {
        Line line;
        line.start = pos;
        qsizetype i = pos;
        while (i < text.size() && text.at(i) != '\n' && blank(text.at(i)))
            ++i;
        if (i >= text.size() || text.at(i) == '\n') {
            line.end = i >= text.size() ? text.size() : i + 1;
        } else if (text.at(i) == '#' || text.at(i) == ';') {
            line.kind = Line::Kind::Comment;
            const qsizetype nl = text.indexOf('\n', i);
            line.end = nl < 0 ? text.size() : nl + 1;
        } else {
            // tini.c's get_line(): continuations joined, blanks zapped to one.
            QByteArray buf;
            qsizetype j = i;
            for (; j < text.size(); ++j) {
                const char c = text.at(j);
                if (c == '\n') {
                    if (buf.endsWith('\\')) {
                        buf.chop(1);
                        ++line.physicalLines;
                        continue;
                    }
                    if (buf.size() > 1 && buf.at(buf.size() - 2) == '\\' && blank(buf.back())) {
                        buf.chop(2);
                        ++line.physicalLines;
                        continue;
                    }
                    break;
                }
                if (!buf.isEmpty() && blank(buf.back()) && blank(c))
                    continue;
                buf += c;
            }
            line.end = j >= text.size() ? text.size() : j + 1;
            if (buf.startsWith('[')) {
                const qsizetype close = buf.indexOf(']');
                if (close < 0) {
                    line.kind = Line::Kind::Broken;
                } else {
                    line.kind = Line::Kind::Section;
                    line.writtenName = trimmed(buf.mid(1, close - 1));
                    section = line.writtenName.toLower();
                }
            } else if (const qsizetype eq = buf.indexOf('='); eq < 0) {
                line.kind = Line::Kind::Ignored;
            } else {
                line.writtenName = trimmed(buf.left(eq));
                line.name = name(line.writtenName);
                line.value = trimmed(buf.mid(eq + 1));
                line.kind = line.writtenName.isEmpty() ? Line::Kind::Broken : Line::Kind::Parameter;
            }
        }
        line.section = section;
        out.append(line);
        pos = line.end;
    }
    return out;
}

QStringList synonyms(const QString &n)
{
    // Samba's parameter table (lib/param/param_table.c): the synonyms of what the treatment edits.
    static const QList<QStringList> groups{
        {QStringLiteral("servermaxprotocol"), QStringLiteral("maxprotocol"), QStringLiteral("protocol")},
        {QStringLiteral("serversmbencrypt"), QStringLiteral("smbencrypt")},
        {QStringLiteral("syncalways")},
        {QStringLiteral("serversigning")},
    };
    for (const QStringList &g : groups)
        if (g.contains(n))
            return g;
    return {n};
}

QString name(const QString &written)
{
    QString n;
    for (const QChar c : written)
        if (!c.isSpace())
            n += c.toLower();
    return synonyms(n).first();
}

Settings settings(const QList<Line> &lines)
{
    Settings out;
    for (const Line &l : lines)
        if (l.kind == Line::Kind::Parameter)
            out.insert(settingKey(l.section, l.name), l.value);
    return out;
}

QStringList includes(const QList<Line> &lines)
{
    QStringList out;
    for (const Line &l : lines)
        if (l.kind == Line::Kind::Parameter && (l.name == u"include" || l.name == u"configfile"))
            out << l.value;
    return out;
}

bool broken(const QList<Line> &lines)
{
    for (const Line &l : lines)
        if (l.kind == Line::Kind::Broken)
            return true;
    return false;
}

QStringList copiedSections(const QList<Line> &lines)
{
    QStringList out;
    for (const Line &l : lines)
        if (l.kind == Line::Kind::Parameter && l.name == u"copy")
            out << l.value.toLower();
    return out;
}

} // namespace SmbConfGrammar
