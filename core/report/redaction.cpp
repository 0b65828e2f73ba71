#include "core/report/redaction.h"

#include "core/model/displaytext.h"
#include "core/probe/systemparsers.h"
#include "core/probe/textfacts.h"
#include "core/probe/transcript.h"
#include "core/probe/transcriptminimizer.h"
#include "core/report/sectionvalues.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace {

using Category = TextRedactor::Category;

// Keys whose values are the app's own words (formats, ids, times), never a person's.
bool isStructuralKey(const QString &key)
{
    static const QSet<QString> keys = {
        QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("started"),
        QStringLiteral("app_version"), QStringLiteral("kind"), QStringLiteral("step"),
        QStringLiteral("status"), QStringLiteral("auth"), QStringLiteral("protocol"),
        QStringLiteral("preset"), QStringLiteral("fs_type"), QStringLiteral("method"),
    };
    return keys.contains(key);
}

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

// Every string value of the run (keys aside), for the value collectors.
void collectStrings(const QJsonValue &v, QStringList *out)
{
    if (v.isString())
        out->append(v.toString());
    else if (v.isArray())
        for (const QJsonValue &e : v.toArray())
            collectStrings(e, out);
    else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!isStructuralKey(it.key()))
                collectStrings(it.value(), out);
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

void collectValues(TextRedactor &r, const QJsonObject &run, const QString &transcript, const QString &pcName)
{
    const QJsonObject profile = run.value(QStringLiteral("profile")).toObject();
    addHost(r, profile.value(QStringLiteral("host")).toString());
    const Transcript t = Transcript::parse(transcript);
    if (const TranscriptSection *s = t.section(QStringLiteral("uname")))
        addHost(r, unameHostName(s->text));
    addHost(r, pcName);
    // The share's server: "//host/share" (SMB), "host:/path" (NFS), "user@host:/path" (sshfs).
    const QString source = profile.value(QStringLiteral("client_mount")).toObject().value(QStringLiteral("source")).toString();
    static const QRegularExpression server(QStringLiteral("^(?://|(?:[^@/]+@)?)([A-Za-z0-9][A-Za-z0-9.-]*)(?:/|:)"));
    if (const auto m = server.match(source); m.hasMatch())
        addHost(r, m.captured(1));

    QStringList texts;
    collectStrings(run, &texts);
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
    r.addValue(Category::UserName, profile.value(QStringLiteral("user")).toString());
    static const QRegularExpression homes(
        QStringLiteral("(?:/home|/media|/run/media|/Users|[A-Za-z]:\\\\Users)[/\\\\]([^/\\\\\\s'\":;,]+)"));
    collectByPattern(r, Category::UserName, homes, texts);
    static const QRegularExpression sshd(QStringLiteral("sshd: ([A-Za-z_][A-Za-z0-9_.-]*)(?:@| \\[priv\\])"));
    collectByPattern(r, Category::UserName, sshd, {transcript});

    static const QList<QRegularExpression> serials = {
        QRegularExpression(QStringLiteral("(?m)^Serial\\s*:\\s*(\\S+)")),                 // cpuinfo
        QRegularExpression(QStringLiteral("SerialNumber:\\s*(\\S+)")),                    // dmesg
        QRegularExpression(QStringLiteral("(?i)Serial Number:\\s*(\\S+)")),               // smartctl
        QRegularExpression(QStringLiteral("iSerial\\s+\\d+\\s+(\\S+)")),                   // lsusb -v
        QRegularExpression(QStringLiteral("ID_SERIAL(?:_SHORT)?=([^\\s\"']+)")),           // udev
        QRegularExpression(QStringLiteral("(?:^|\\t)serial=([^\\t\\n]+)")),                // usb-sysfs
        QRegularExpression(QStringLiteral("SERIAL=\"([^\"\\n]+)\"")),                     // lsblk -P
    };
    for (const QRegularExpression &re : serials)
        collectByPattern(r, Category::SerialNumber, re, {transcript});
    // Then by meaning: what each section's grammar says is a host, a user, a label, a serial.
    SectionValues::collect(r, t, profile);
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

QJsonValue redactValue(TextRedactor &r, const QJsonValue &v)
{
    if (v.isString())
        return r.redact(v.toString());
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &e : v.toArray())
            out.append(redactValue(r, e));
        return out;
    }
    if (v.isObject()) {
        QJsonObject out;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(it.key(), isStructuralKey(it.key()) ? it.value() : redactValue(r, it.value()));
        return out;
    }
    return v;
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

    TextRedactor r;
    collectValues(r, json, minimal.text, pcName);
    json.remove(QStringLiteral("transcript"));
    json = redactValue(r, json).toObject();
    json.insert(QStringLiteral("transcript"), r.redact(redactRouteSections(r, minimal.text)));
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
    if (m_droppedProcesses > 0)
        groups.append(Group{tr("Other processes' command lines"), m_droppedProcesses, {}});
    if (m_droppedOptions > 0)
        groups.append(Group{tr("Options on the file servers' command lines"), m_droppedOptions, {}});
    if (m_droppedCmdlineTokens > 0)
        groups.append(Group{tr("Kernel command line entries the diagnosis does not read"), m_droppedCmdlineTokens, {}});
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
