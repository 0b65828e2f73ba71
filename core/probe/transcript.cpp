#include "core/probe/transcript.h"

namespace {

const QLatin1String kBegin("@@begin ");
const QLatin1String kEnd("@@end ");
const QLatin1String kHeader("@@pinas-probe ");

bool validId(QStringView id)
{
    if (id.isEmpty() || id.size() > 64)
        return false;
    for (QChar c : id)
        if (c.isSpace() || c.unicode() < 0x21 || c.unicode() > 0x7e)
            return false;
    return true;
}

// "@@end ID exit=N" from position `at` of the line; sets id and exit code.
bool readEnd(QStringView rest, QString *id, std::optional<int> *exit)
{
    rest = rest.trimmed();
    const qsizetype sp = rest.indexOf(u' ');
    const QStringView idView = sp < 0 ? rest : rest.left(sp);
    if (!validId(idView))
        return false;
    *id = idView.toString();
    *exit = std::nullopt;
    if (sp >= 0) {
        const QStringView tail = rest.mid(sp + 1).trimmed();
        if (tail.startsWith(u"exit=")) {
            bool ok = false;
            const int code = tail.mid(5).toInt(&ok);
            if (ok)
                *exit = code;
        }
    }
    return true;
}

} // namespace

Transcript Transcript::parse(const QByteArray &bytes)
{
    return parse(QString::fromUtf8(bytes));
}

bool Transcript::hasMarkers(const QString &text)
{
    return text.contains(kHeader) || text.contains(kBegin);
}

Transcript Transcript::parse(const QString &text)
{
    Transcript t;
    TranscriptSection current;
    bool inSection = false;
    QString body;

    auto close = [&](bool complete, std::optional<int> exit) {
        if (body.endsWith(u'\n'))
            body.chop(1);
        current.text = body;
        current.complete = complete;
        current.exitCode = exit;
        t.addSection(current);
        body.clear();
        inSection = false;
    };

    qsizetype start = 0;
    const qsizetype n = text.size();
    while (start < n) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = n;
        QStringView line = QStringView(text).mid(start, end - start);
        start = end + 1;
        if (line.endsWith(u'\r'))
            line.chop(1);

        if (line.startsWith(kHeader)) {
            bool ok = false;
            const int v = line.mid(kHeader.size()).trimmed().toInt(&ok);
            if (ok && t.m_version == 0)
                t.m_version = v;
            continue;
        }
        if (line.startsWith(kBegin)) {
            const QStringView id = line.mid(kBegin.size()).trimmed();
            if (validId(id)) {
                if (inSection)
                    close(false, std::nullopt);
                current = TranscriptSection{};
                current.id = id.toString();
                inSection = true;
                continue;
            }
        }
        // The end marker may follow output that had no final newline: "text@@end id exit=0".
        const qsizetype endAt = inSection ? line.lastIndexOf(kEnd) : -1;
        if (endAt >= 0) {
            QString id;
            std::optional<int> exit;
            if (readEnd(line.mid(endAt + kEnd.size()), &id, &exit) && id == current.id) {
                if (endAt > 0) {
                    body += line.left(endAt);
                    body += u'\n';
                }
                close(true, exit);
                continue;
            }
        }
        if (inSection) {
            body += line;
            body += u'\n';
        }
    }
    if (inSection)
        close(false, std::nullopt);
    return t;
}

bool Transcript::truncated() const
{
    for (const TranscriptSection &s : m_sections)
        if (!s.complete)
            return true;
    return false;
}

const TranscriptSection *Transcript::section(const QString &id) const
{
    for (const TranscriptSection &s : m_sections)
        if (s.id == id)
            return &s;
    return nullptr;
}

QList<const TranscriptSection *> Transcript::sectionsWithPrefix(const QString &prefix) const
{
    QList<const TranscriptSection *> out;
    for (const TranscriptSection &s : m_sections)
        if (s.id.startsWith(prefix))
            out.append(&s);
    return out;
}

QStringList Transcript::ids() const
{
    QStringList out;
    for (const TranscriptSection &s : m_sections)
        out.append(s.id);
    return out;
}

void Transcript::addSection(const TranscriptSection &section)
{
    for (TranscriptSection &s : m_sections) {
        if (s.id != section.id)
            continue;
        if (!s.text.isEmpty() && !section.text.isEmpty())
            s.text += u'\n';
        s.text += section.text;
        if (section.exitCode)
            s.exitCode = section.exitCode;
        s.complete = s.complete && section.complete;
        return;
    }
    m_sections.append(section);
}

QString Transcript::toText() const
{
    QString out = QStringLiteral("@@pinas-probe %1\n").arg(m_version > 0 ? m_version : 1);
    for (const TranscriptSection &s : m_sections) {
        out += QStringLiteral("@@begin %1\n").arg(s.id);
        if (!s.text.isEmpty())
            out += s.text + u'\n';
        out += QStringLiteral("@@end %1 exit=%2\n").arg(s.id).arg(s.exitCode.value_or(0));
    }
    return out;
}
