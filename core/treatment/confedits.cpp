#include "core/treatment/confedits.h"

#include "core/probe/fstabgrammar.h"
#include "core/probe/smbconfgrammar.h"

#include <QList>
#include <QRegularExpression>

namespace {

// Splits keeping each line's own end ("\n" or "\r\n", or none for the last), so joining the
// pieces gives the original bytes back.
QList<QByteArray> piecesOf(const QByteArray &text)
{
    QList<QByteArray> out;
    qsizetype start = 0;
    while (start < text.size()) {
        const qsizetype nl = text.indexOf('\n', start);
        const qsizetype end = nl < 0 ? text.size() : nl + 1;
        out.append(text.mid(start, end - start));
        start = end;
    }
    return out;
}

QByteArray bodyOf(const QByteArray &piece) // without the line end
{
    QByteArray b = piece;
    if (b.endsWith('\n'))
        b.chop(1);
    if (b.endsWith('\r'))
        b.chop(1);
    return b;
}

// One client token "host(opt,opt)" or "host": async added or sync replaced.
QByteArray clientWithAsync(const QByteArray &token)
{
    const qsizetype open = token.indexOf('(');
    if (open < 0) // a bare client; the tail of options split over lines ("sync)") is left alone
        return token.contains(')') || token.contains(',') ? token : token + "(async)";
    if (!token.endsWith(')'))
        return token; // not a shape we know: leave it
    QList<QByteArray> opts = token.mid(open + 1, token.size() - open - 2).split(',');
    if (opts.contains("async"))
        return token;
    bool replaced = false;
    for (QByteArray &o : opts)
        if (o == "sync") {
            o = "async";
            replaced = true;
        }
    if (!replaced) {
        if (opts.size() == 1 && opts.first().isEmpty())
            opts.clear();
        opts.append("async");
    }
    return token.left(open + 1) + opts.join(',') + ')';
}

} // namespace

namespace ConfEdits {

QByteArray exportsWithAsync(const QByteArray &text)
{
    QByteArray out;
    bool continued = false; // this line continues the previous one: its tokens are all clients
    for (const QByteArray &piece : piecesOf(text)) {
        const QByteArray body = bodyOf(piece);
        const QByteArray end = piece.mid(body.size());
        const QByteArray trimmed = body.trimmed();
        const bool wasContinued = continued;
        // nfs-utils (support/nfs/xio.c): "#" anywhere starts a comment to the end of the physical
        // line, and a "\\" inside a comment continues nothing.
        const qsizetype hash = body.indexOf('#');
        continued = body.endsWith('\\') && hash < 0;
        if (trimmed.isEmpty() || trimmed.startsWith('#') || (!wasContinued && trimmed.startsWith('-'))) {
            out += piece;
            continue;
        }
        // Rebuild the line token by token, keeping the white space between tokens. A quoted path
        // ("/srv/my share") is one token.
        QByteArray line;
        qsizetype i = 0;
        bool first = !wasContinued;
        while (i < body.size()) {
            qsizetype j = i;
            while (j < body.size() && (body.at(j) == ' ' || body.at(j) == '\t'))
                ++j;
            line += body.mid(i, j - i);
            if (j >= body.size())
                break;
            qsizetype k = j;
            if (body.at(k) == '"') {
                const qsizetype close = body.indexOf('"', k + 1);
                k = close < 0 ? body.size() : close + 1;
            }
            while (k < body.size() && body.at(k) != ' ' && body.at(k) != '\t')
                ++k;
            const QByteArray token = body.mid(j, k - j);
            if (hash >= 0 && k > hash) { // the rest of the line is a comment
                line += body.mid(j);
                break;
            }
            if (first || token == "\\" || token.startsWith('-'))
                line += token;
            else
                line += clientWithAsync(token);
            first = false;
            i = k;
        }
        out += line + end;
    }
    return out;
}

SmbEdit smbConfWithout(const QByteArray &text, const SmbLinePredicate &drop)
{
    using SmbConfGrammar::Line;
    SmbEdit e;
    e.after = text;
    const QList<Line> lines = SmbConfGrammar::parse(text);
    QByteArray out;
    for (const Line &l : lines) {
        if (l.kind == Line::Kind::Parameter && drop(l.section, l.name, l.value)) {
            e.changed << SmbConfGrammar::settingKey(l.section, l.name);
            continue;
        }
        out += text.mid(l.start, l.end - l.start);
    }
    e.changed.removeDuplicates();
    if (e.changed.isEmpty())
        return e;
    const auto refuse = [&e, &text](ConfRefusal::Kind kind, const QString &detail) {
        e.after = text;
        e.refusal = ConfRefusal::because(kind, detail);
        return e;
    };
    if (SmbConfGrammar::broken(lines))
        return refuse(ConfRefusal::Kind::Broken, QString());
    if (const QStringList inc = SmbConfGrammar::includes(lines); !inc.isEmpty())
        return refuse(ConfRefusal::Kind::Include, inc.join(QStringLiteral(", ")));
    for (const QString &copied : SmbConfGrammar::copiedSections(lines))
        for (const QString &key : std::as_const(e.changed))
            if (key.section(u'\t', 0, 0) == SmbConfGrammar::sectionKey(copied))
                return refuse(ConfRefusal::Kind::Copy, copied);
    // The proof: read again, only the dropped settings differ (and each of them does).
    const QList<Line> again = SmbConfGrammar::parse(out);
    if (SmbConfGrammar::broken(again))
        return refuse(ConfRefusal::Kind::Unproven, QString());
    const SmbConfGrammar::Settings before = SmbConfGrammar::settings(lines);
    const SmbConfGrammar::Settings now = SmbConfGrammar::settings(again);
    QStringList keys = before.keys() + now.keys();
    keys.removeDuplicates();
    for (const QString &key : std::as_const(keys)) {
        const bool same = before.contains(key) == now.contains(key) && before.value(key) == now.value(key);
        if (same == e.changed.contains(key))
            return refuse(ConfRefusal::Kind::Unproven, QString(key).replace(u'\t', QStringLiteral(": ")));
    }
    e.after = out;
    return e;
}

QString fstabType(const QByteArray &text, const QString &mountPoint)
{
    QString type;
    for (const FstabGrammar::Line &l : FstabGrammar::parse(text))
        if (l.entry && l.fields.at(1) == mountPoint)
            type = l.fields.at(2); // the last line wins, as for mount
    return type;
}

QByteArray fstabWithType(const QByteArray &text, const QString &mountPoint, const QStringList &fromTypes,
                         const QString &newType)
{
    QByteArray out = text;
    const QList<FstabGrammar::Line> lines = FstabGrammar::parse(text);
    // From the end, so that the earlier offsets stay right.
    for (auto it = lines.crbegin(); it != lines.crend(); ++it)
        if (it->entry && it->fields.at(1) == mountPoint && fromTypes.contains(it->fields.at(2)))
            out.replace(it->ranges.at(2).first, it->ranges.at(2).second, newType.toUtf8());
    return out;
}

QByteArray defaultsWithVariable(const QByteArray &text, const QByteArray &name, const QByteArray &value)
{
    QList<QByteArray> lines = text.split('\n');
    const QByteArray prefix = name + '=';
    bool found = false;
    for (QByteArray &line : lines) {
        const QByteArray trimmed = line.trimmed();
        if (!trimmed.startsWith(prefix))
            continue;
        const qsizetype indent = line.indexOf(name);
        const bool cr = line.endsWith('\r');
        line = line.left(indent) + name + '=' + value + (cr ? "\r" : "");
        found = true;
    }
    QByteArray out = lines.join('\n');
    if (!found) {
        if (!out.isEmpty() && !out.endsWith('\n'))
            out += '\n';
        out += name + '=' + value + '\n';
    }
    return out;
}

QByteArray cmdlineWithoutUasQuirk(const QByteArray &text, const QString &vidPid)
{
    static const QByteArray key = "usb-storage.quirks=";
    const QByteArray id = vidPid.toLatin1().toLower();
    const qsizetype eol = text.indexOf('\n');
    const QByteArray line = eol < 0 ? text : text.left(eol);
    // The line as blanks and words, in order: a dropped word takes the blank before it along (the
    // one after it when it is the first word).
    QList<QByteArray> parts;
    for (qsizetype i = 0; i < line.size();) {
        const bool blank = line.at(i) == ' ' || line.at(i) == '\t' || line.at(i) == '\r';
        qsizetype j = i;
        while (j < line.size() && (line.at(j) == ' ' || line.at(j) == '\t' || line.at(j) == '\r') == blank)
            ++j;
        parts << line.mid(i, j - i);
        i = j;
    }
    bool changed = false;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QByteArray &word = parts.at(i);
        if (!word.startsWith(key))
            continue;
        QList<QByteArray> kept;
        for (const QByteArray &entry : word.mid(key.size()).split(',')) {
            const QList<QByteArray> f = entry.split(':');
            if (f.size() != 3 || (f.at(0) + ':' + f.at(1)).toLower() != id ||
                !f.at(2).toLower().contains('u')) {
                kept << entry;
                continue;
            }
            changed = true;
            QByteArray flags = f.at(2);
            flags.replace('u', QByteArray()).replace('U', QByteArray());
            if (!flags.isEmpty())
                kept << f.at(0) + ':' + f.at(1) + ':' + flags;
        }
        if (!kept.isEmpty()) {
            parts[i] = key + kept.join(',');
            continue;
        }
        const bool first = i == 0 || (i == 1 && parts.at(0).trimmed().isEmpty());
        if (i > 0 && !first) { // the blank before it
            parts.remove(i - 1, 2);
            i -= 2;
        } else if (i + 1 < parts.size()) { // the first word: the blank after it
            parts.remove(i, 2);
            --i;
        } else {
            parts.remove(i);
            --i;
        }
    }
    if (!changed)
        return text;
    return parts.join() + (eol < 0 ? QByteArray() : text.mid(eol));
}

} // namespace ConfEdits
