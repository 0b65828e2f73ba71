#include "core/probe/transcript.h"

namespace {

const QLatin1String kBegin("@@begin ");
const QLatin1String kEnd("@@end ");
const QLatin1String kHeader("@@pinas-probe ");
const QLatin1String kTokenKey("token=");

bool validId(QStringView id)
{
    if (id.isEmpty() || id.size() > 64)
        return false;
    for (QChar c : id)
        if (c.isSpace() || c.unicode() < 0x21 || c.unicode() > 0x7e)
            return false;
    return true;
}

// "ID exit=N" (what follows "@@end " and the token); sets id and exit code.
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

// "@@pinas-probe 2 token=T" -> version and token ("1" alone: version 1, no token).
bool readHeader(QStringView rest, int *version, QString *token)
{
    rest = rest.trimmed();
    const qsizetype sp = rest.indexOf(u' ');
    bool ok = false;
    *version = (sp < 0 ? rest : rest.left(sp)).toInt(&ok);
    if (!ok || *version <= 0)
        return false;
    token->clear();
    if (sp >= 0) {
        const QStringView tail = rest.mid(sp + 1).trimmed();
        if (tail.startsWith(kTokenKey) && validId(tail.mid(kTokenKey.size())))
            *token = tail.mid(kTokenKey.size()).toString();
    }
    return true;
}

// The probe's own notes for something that is not there (resources/probe.sh: catf, model, need)
// and the shell's for a missing command.
bool isAbsenceMarker(QStringView line)
{
    static const QLatin1String markers[] = {QLatin1String(": not readable"), QLatin1String(": not present"),
                                            QLatin1String(": not installed"), QLatin1String(": command not found"),
                                            QLatin1String(": not found")};
    for (const QLatin1String &m : markers)
        if (line.endsWith(m))
            return true;
    return false;
}

} // namespace

SectionState TranscriptSection::state() const
{
    if (exitCode.value_or(0) != 0)
        return SectionState::Failed;
    bool any = false;
    bool onlyMarkers = true;
    qsizetype start = 0;
    while (start <= text.size() && onlyMarkers) {
        qsizetype end = text.indexOf(u'\n', start);
        if (end < 0)
            end = text.size();
        const QStringView line = QStringView(text).mid(start, end - start).trimmed();
        start = end + 1;
        if (line.isEmpty())
            continue;
        any = true;
        onlyMarkers = isAbsenceMarker(line);
    }
    if (!any)
        return SectionState::Empty;
    return onlyMarkers ? SectionState::AbsenceMarker : SectionState::Readable;
}

Transcript Transcript::parse(const QByteArray &bytes, const QString &expectedToken)
{
    return parse(QString::fromUtf8(bytes), expectedToken);
}

bool Transcript::hasMarkers(const QString &text)
{
    return text.contains(kHeader) || text.contains(kBegin);
}

Transcript Transcript::parse(const QString &text, const QString &expectedToken)
{
    Transcript t;
    TranscriptSection current;
    bool inSection = false;
    // A fresh probe run: nothing counts until the header that carries this run's token.
    bool started = expectedToken.isEmpty();
    if (!started)
        t.m_framingMatches = false;
    QString body;
    QString beginMarker = kBegin; // "@@begin " or, in version 2, "@@begin TOKEN "
    QString endMarker = kEnd;

    auto close = [&](bool complete, std::optional<int> exit) {
        // Trailing empty lines go, among them the one the probe adds before its end marker.
        while (body.endsWith(u'\n'))
            body.chop(1);
        current.text = body;
        current.complete = complete;
        current.exitCode = exit;
        t.addSection(current);
        body.clear();
        inSection = false;
    };
    auto keep = [&](QStringView line) {
        if (line.size() > kMaxLineChars) {
            line = line.left(kMaxLineChars);
            ++t.m_cutLines;
        }
        body += line;
        body += u'\n';
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

        if (t.m_version == 0 && line.startsWith(kHeader)) {
            int version = 0;
            QString token;
            if (readHeader(line.mid(kHeader.size()), &version, &token) &&
                (expectedToken.isEmpty() || token == expectedToken)) {
                t.m_version = version;
                t.m_token = token;
                t.m_framingMatches = true;
                started = true;
                if (!token.isEmpty()) {
                    beginMarker = kBegin + token + u' ';
                    endMarker = kEnd + token + u' ';
                }
                continue;
            }
        }
        if (!started)
            continue;
        if (line.startsWith(beginMarker)) {
            const QStringView id = line.mid(beginMarker.size()).trimmed();
            if (validId(id)) {
                if (inSection)
                    close(false, std::nullopt);
                current = TranscriptSection{};
                current.id = id.toString();
                inSection = true;
                continue;
            }
        }
        // Markers count only at the start of a line: inside one they are the Pi's text (a process's
        // command line), in version 1 and 2 alike. The probe puts a newline before each end marker.
        if (inSection && line.startsWith(endMarker)) {
            QString id;
            std::optional<int> exit;
            if (readEnd(line.mid(endMarker.size()), &id, &exit) && id == current.id) {
                close(true, exit);
                continue;
            }
        }
        if (inSection)
            keep(line);
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
    const auto it = m_index.constFind(id);
    return it == m_index.cend() ? nullptr : &m_sections.at(*it);
}

QList<const TranscriptSection *> Transcript::sectionsWithPrefix(const QString &prefix) const
{
    QList<const TranscriptSection *> out;
    for (const TranscriptSection &s : m_sections)
        if (s.id.startsWith(prefix))
            out.append(&s);
    return out;
}

SectionText Transcript::readable(const QString &id) const
{
    const TranscriptSection *s = section(id);
    if (!s)
        return {};
    SectionText out;
    out.state = s->state();
    if (out.state == SectionState::Readable)
        out.text = &s->text;
    return out;
}

QList<const TranscriptSection *> Transcript::readableWithPrefix(const QString &prefix) const
{
    QList<const TranscriptSection *> out;
    for (const TranscriptSection *s : sectionsWithPrefix(prefix))
        if (s->state() == SectionState::Readable)
            out.append(s);
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
    const auto it = m_index.constFind(section.id);
    if (it != m_index.cend()) {
        TranscriptSection &s = m_sections[*it];
        if (!s.text.isEmpty() && !section.text.isEmpty())
            s.text += u'\n';
        s.text += section.text;
        if (section.exitCode)
            s.exitCode = section.exitCode;
        s.complete = s.complete && section.complete;
        return;
    }
    if (m_sections.size() >= kMaxSections) {
        ++m_droppedSections;
        return;
    }
    m_index.insert(section.id, m_sections.size());
    m_sections.append(section);
}

QString Transcript::toText() const
{
    QString out;
    const QString tokenPart = m_token.isEmpty() ? QString() : m_token + u' ';
    if (m_token.isEmpty())
        out = QStringLiteral("@@pinas-probe %1\n").arg(m_version > 0 ? m_version : 1);
    else
        out = QStringLiteral("@@pinas-probe %1 token=%2\n").arg(QString::number(qMax(m_version, 2)), m_token);
    for (const TranscriptSection &s : m_sections) {
        out += kBegin + tokenPart + s.id + u'\n';
        if (!s.text.isEmpty())
            out += s.text + u'\n';
        // A pasted section has no exit status (a pasted kernel log is an excerpt, not a command's
        // whole run), so it gets none; a section cut off before its end marker gets no marker.
        if (!s.complete)
            continue;
        out += kEnd + tokenPart + s.id;
        if (s.exitCode)
            out += QStringLiteral(" exit=") + QString::number(*s.exitCode);
        out += u'\n';
    }
    return out;
}
