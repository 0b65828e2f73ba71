#include "core/report/redaction.h"

#include "core/model/displaytext.h"
#include "core/probe/systemparsers.h"
#include "core/probe/textfacts.h"
#include "core/probe/transcript.h"
#include "core/probe/transcriptminimizer.h"
#include "core/report/runfieldprivacy.h"
#include "core/report/sectionvalues.h"
#include "core/store/runstore.h"
#include "core/treatment/piidentity.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <utility>

namespace {

using Category = TextRedactor::Category;
using RunFieldPrivacy::Kind;

void addHost(TextRedactor &r, const QString &host)
{
    if (host.isEmpty() || TextRedactor::isIpAddress(host))
        return; // addresses are found by their shape
    r.addValue(Category::HostName, host);
    if (host.contains(u'.'))
        r.addValue(Category::HostName, host.section(u'.', 0, 0)); // "nas" of "nas.local"
    if (host.toUpper() != host)
        r.addValue(Category::HostName, host.toUpper()); // NetBIOS names are upper case
}

RunFieldPrivacy::Kind kindAt(const QString &path)
{
    const RunFieldPrivacy::Field *f = RunFieldPrivacy::fieldAt(path);
    return f ? f->kind : Kind::Text; // a key the app does not write: redacted as text
}

// Every string value of the run but the app's own words, for the collectors that read any text.
void collectStrings(const QJsonValue &v, const QString &path, QStringList *out)
{
    if (v.isString()) {
        if (kindAt(path) != Kind::AppWord)
            out->append(v.toString());
    } else if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collectStrings(e, RunFieldPrivacy::elementPath(path), out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectStrings(it.value(), RunFieldPrivacy::childPath(path, it.key()), out);
    }
}

void collectByPattern(TextRedactor &r, Category c, const QRegularExpression &re, const QStringList &texts)
{
    for (const QString &t : texts) {
        auto it = re.globalMatch(t);
        while (it.hasNext())
            r.addValue(c, it.next().captured(1));
    }
}

// The values the run file's own fields name, as RunFieldPrivacy classifies them, in its order.
void collectFields(TextRedactor &r, const QJsonObject &run, const Transcript &t)
{
    // The share's server: "//host/share" (SMB), "host:/path" (NFS), "user@host:/path" (sshfs).
    static const QRegularExpression server(QStringLiteral("^(?://|(?:[^@/]+@)?)([A-Za-z0-9][A-Za-z0-9.-]*)(?:/|:)"));
    for (const RunFieldPrivacy::Field &f : RunFieldPrivacy::fields()) {
        for (const QString &v : RunFieldPrivacy::stringsAt(run, QString::fromLatin1(f.path))) {
            switch (f.kind) {
            case Kind::HostName:
                addHost(r, v);
                break;
            case Kind::UserName:
                r.addValue(Category::UserName, v);
                break;
            case Kind::ShareSource:
                if (const auto m = server.match(v); m.hasMatch())
                    addHost(r, m.captured(1));
                SectionValues::collectSource(r, v);
                break;
            case Kind::MountOptions:
                SectionValues::collectMountOptions(r, v);
                break;
            case Kind::KeyFile:
                SectionValues::collectKeyFile(r, v);
                break;
            case Kind::PiName:
                SectionValues::collectProfileName(r, t, v);
                break;
            case Kind::AppWord:
            case Kind::WhichPi: // never reaches here: left out before (Redaction::of)
            case Kind::Text:
            case Kind::Transcript:
            case Kind::Typed:
            case Kind::RunFileName:
                break;
            }
        }
    }
}

void collectValues(TextRedactor &r, const QJsonObject &run, const QString &transcript, const QString &pcName)
{
    const Transcript t = Transcript::parse(transcript);
    collectFields(r, run, t);
    if (const TranscriptSection *s = t.section(ProbeSection::Uname))
        addHost(r, unameHostName(s->text));
    addHost(r, pcName);

    QStringList texts;
    collectStrings(run, QString(), &texts);
    texts.append(transcript);
    // A shell prompt in pasted text: "alice@nas:~ $".
    static const QRegularExpression prompt(QStringLiteral("(?m)^([a-z_][a-z0-9_.-]*)@([A-Za-z0-9][A-Za-z0-9.-]*):"));
    for (const QString &text : texts) {
        auto it = prompt.globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            addHost(r, m.captured(2));
            r.addValue(Category::UserName, m.captured(1));
        }
    }
    static const QRegularExpression homes(
        QStringLiteral("(?:/home|/media|/run/media|/Users|[A-Za-z]:\\\\Users)[/\\\\]([^/\\\\\\s'\":;,]+)"));
    collectByPattern(r, Category::UserName, homes, texts);
    static const QRegularExpression sshd(QStringLiteral("sshd: ([A-Za-z_][A-Za-z0-9_.-]*)(?:@| \\[priv\\])"));
    collectByPattern(r, Category::UserName, sshd, {transcript});

    static const QList<QRegularExpression> serials = {
        // cpuinfo's is hex; a kernel log without timestamps also has lines that start with
        // "Serial:" ("Serial: 8250/16550 driver, …"), naming a driver.
        QRegularExpression(QStringLiteral("(?m)^Serial\\s*:\\s*([0-9a-fA-F]{8,})\\s*$")),     // cpuinfo
        // The kernel and lsusb print the device's string to the end of the line, spaces and all
        // ("usb 1-1: SerialNumber: AS2115 0003F7").
        QRegularExpression(QStringLiteral("SerialNumber:[ \\t]*([^\\n]*[^\\s])")),          // dmesg
        QRegularExpression(QStringLiteral("(?i)Serial Number:\\s*(\\S+)")),               // smartctl
        QRegularExpression(QStringLiteral("iSerial[ \\t]+\\d+[ \\t]+([^\\n]*[^\\s])")),      // lsusb -v
        QRegularExpression(QStringLiteral("ID_SERIAL(?:_SHORT)?=([^\\s\"']+)")),           // udev
        QRegularExpression(QStringLiteral("(?:^|\\t)serial=([^\\t\\n]+)")),                // usb-sysfs
        QRegularExpression(QStringLiteral("SERIAL=\"([^\"\\n]+)\"")),                     // lsblk -P
    };
    for (const QRegularExpression &re : serials)
        collectByPattern(r, Category::SerialNumber, re, {transcript});
    // Then by meaning: what each section's grammar says is a host, a user, a label, a serial.
    SectionValues::collect(r, t);
}

// /proc/net/route holds addresses in hex: redacted inside its section only.
QString redactRouteSections(TextRedactor &r, const QString &transcript)
{
    if (!transcript.contains(QStringLiteral(" route")))
        return transcript;
    QStringList lines = transcript.split(u'\n');
    bool inRoute = false;
    for (QString &line : lines) {
        const QString bare = line.trimmed();
        if (bare.startsWith(u"@@begin ")) {
            inRoute = bare.endsWith(u" route");
            continue;
        }
        if (bare.startsWith(u"@@end "))
            inRoute = false;
        else if (inRoute)
            line = r.redactRouteTable(line);
    }
    return lines.join(u'\n');
}

// What a string at `path` becomes in the copy (RunFieldPrivacy).
QString redactString(TextRedactor &r, const QString &path, const QString &value, QStringList *typedOut)
{
    const RunFieldPrivacy::Field *f = RunFieldPrivacy::fieldAt(path);
    const Kind kind = f ? f->kind : Kind::Text;
    switch (kind) {
    case Kind::AppWord:
        return value;
    case Kind::RunFileName:
        // The history's own names (a time and a random id) stay; a name the user gave goes.
        if (RunStore::isStoreFileName(QFileInfo(value).fileName()) || value.isEmpty())
            return QFileInfo(value).fileName();
        [[fallthrough]];
    case Kind::PiName:
    case Kind::Typed: {
        const QString replacement = QString::fromLatin1(f->replacement);
        if (value.isEmpty() || value == replacement)
            return value;
        typedOut->append(Redaction::tr("%1 → %2").arg(DisplayText::line(DisplayText::cut(value, 200)), replacement));
        return replacement;
    }
    case Kind::WhichPi: // left out whole before the table is read (Redaction::of); never kept
        return QString();
    case Kind::Text:
    case Kind::Transcript:
    case Kind::HostName:
    case Kind::UserName:
    case Kind::ShareSource:
    case Kind::MountOptions:
    case Kind::KeyFile:
        break;
    }
    return r.redact(value);
}

QJsonValue redactValue(TextRedactor &r, const QJsonValue &v, const QString &path, QStringList *typedOut)
{
    if (v.isString())
        return redactString(r, path, v.toString(), typedOut);
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &e : v.toArray())
            out.append(redactValue(r, e, RunFieldPrivacy::elementPath(path), typedOut));
        return out;
    }
    if (v.isObject()) {
        QJsonObject out;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(it.key(), redactValue(r, it.value(), RunFieldPrivacy::childPath(path, it.key()), typedOut));
        return out;
    }
    return v;
}

// The transcript without the section `id` (its begin and end markers and every line between; one
// cut off before its end goes to the end). Line by line: linear in the text. *found: it was there.
QString withoutSection(const QString &transcript, const QString &id, bool *found)
{
    if (!transcript.contains(id))
        return transcript;
    const auto isMarker = [&id](QStringView line, QLatin1StringView kind) {
        if (!line.startsWith(kind))
            return false;
        const QList<QStringView> words = line.split(u' ', Qt::SkipEmptyParts);
        // "@@begin ID", "@@begin TOKEN ID", "@@end ID exit=N", "@@end TOKEN ID exit=N"
        for (qsizetype i = 1; i < words.size() && i <= 2; ++i)
            if (words.at(i) == id)
                return true;
        return false;
    };
    QString out;
    out.reserve(transcript.size());
    bool inside = false;
    bool first = true;
    for (QStringView line : QStringView(transcript).split(u'\n')) {
        if (!inside && isMarker(line, QLatin1StringView("@@begin "))) {
            inside = true;
            *found = true;
            continue;
        }
        if (inside) {
            if (isMarker(line, QLatin1StringView("@@end ")))
                inside = false;
            continue;
        }
        if (!std::exchange(first, false))
            out += u'\n';
        out += line;
    }
    return out;
}

} // namespace

Redaction Redaction::of(const Run &run, const QString &pcName)
{
    Redaction out;
    QJsonObject json = run.toJson();
    // A label is a few words; a 100 MB one (a hostile file) is cut before any pass copies it.
    const QString label = run.label();
    if (label.size() > kMaxLabelChars)
        json.insert(QStringLiteral("label"), DisplayText::cut(label, kMaxLabelChars));
    QString transcript = run.transcript();
    if (!transcript.isEmpty() && !Transcript::hasMarkers(transcript))
        transcript = TextFacts::storedTranscript(transcript); // pasted text: its recognised sections
    const MinimizedTranscript minimal = TranscriptMinimizer::minimize(transcript);
    out.m_droppedProcesses = minimal.droppedProcesses;
    out.m_droppedOptions = minimal.droppedOptions;
    out.m_droppedCmdlineTokens = minimal.droppedCmdlineTokens;

    // Which Pi it is (issue #34): its host key's fingerprint and its machine id's hash name one
    // machine for ever, and a copy for sharing is never used to change a Pi.
    bool identity = json.contains(PiIdentity::jsonKey());
    json.remove(PiIdentity::jsonKey());
    const QString shared =
        withoutSection(minimal.text, ProbeSections::id(ProbeSection::MachineId), &identity);
    out.m_droppedPiIdentity = identity;

    TextRedactor r;
    collectValues(r, json, shared, pcName);
    json.remove(QStringLiteral("transcript"));
    json = redactValue(r, json, QString(), &out.m_typed).toObject();
    json.insert(QStringLiteral("transcript"), r.redact(redactRouteSections(r, shared)));
    out.m_replacements = r.replacements();
    // Only strings changed, and Run::fromJson reads any string: this cannot fail on a run's own JSON.
    auto redacted = Run::fromJson(json);
    out.m_run = redacted ? redacted.takeValue() : Run();
    return out;
}

QString Redaction::categoryName(TextRedactor::Category category)
{
    switch (category) {
    case Category::HostName:
        return tr("Host names");
    case Category::UserName:
        return tr("User names");
    case Category::IpAddress:
        return tr("IP addresses");
    case Category::MacAddress:
        return tr("MAC addresses");
    case Category::SerialNumber:
        return tr("Serial numbers");
    case Category::NetworkName:
        return tr("Wi-Fi network names");
    case Category::VolumeLabel:
        return tr("Volume labels");
    }
    return QString();
}

QList<Redaction::Group> Redaction::removed() const
{
    QList<Group> groups;
    for (const Category c : {Category::HostName, Category::UserName, Category::IpAddress, Category::MacAddress,
                             Category::SerialNumber, Category::NetworkName, Category::VolumeLabel}) {
        Group g;
        g.category = categoryName(c);
        for (const TextRedactor::Replacement &rep : m_replacements)
            if (rep.category == c)
                g.values.append(tr("%1 → %2").arg(rep.original, rep.placeholder));
        g.count = int(g.values.size());
        if (g.count > 0)
            groups.append(g);
    }
    if (!m_typed.isEmpty())
        groups.append(Group{tr("Words you typed (the label, the profile's name, a run file's name)"),
                            int(m_typed.size()), m_typed});
    if (m_droppedProcesses > 0)
        groups.append(Group{tr("Other processes' command lines"), m_droppedProcesses, {}});
    if (m_droppedOptions > 0)
        groups.append(Group{tr("Options on the file servers' command lines"), m_droppedOptions, {}});
    if (m_droppedCmdlineTokens > 0)
        groups.append(Group{tr("Kernel command line entries the diagnosis does not read"), m_droppedCmdlineTokens, {}});
    if (m_droppedPiIdentity)
        groups.append(Group{tr("Which Pi it is (its SSH host key's fingerprint, its machine id's hash)"), 1, {}});
    return groups;
}

Redaction::Group Redaction::kept()
{
    Group g;
    g.category = tr("Kept on purpose");
    g.values = {tr("The maker's part of each MAC address (its first three bytes name a vendor, not a device)"),
                tr("Loopback and documentation addresses (127.0.0.1, ::1, 192.0.2.x, 2001:db8::x)"),
                tr("System accounts and labels every Pi has (root, nobody, boot, rootfs)"),
                tr("The board, USB ids, drivers, link speeds, sizes and file system types the diagnosis reads")};
    g.count = int(g.values.size());
    return g;
}

QString Redaction::removedText() const
{
    const QList<Group> groups = removed();
    if (groups.isEmpty())
        return tr("Nothing personal was found to remove.");
    QStringList lines;
    for (const Group &g : groups) {
        lines.append(tr("%1: %2").arg(g.category, QString::number(g.count)));
        for (const QString &v : g.values)
            lines.append(u"    " + v);
    }
    return lines.join(u'\n');
}
