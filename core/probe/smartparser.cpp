#include "core/probe/smartparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

namespace {

// "1,234" (smartctl groups thousands in NVMe logs), "0", "12345 (Average 3)" -> the leading integer.
std::optional<qint64> leadingInteger(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(\\d[\\d,]*)"));
    const QRegularExpressionMatch m = re.match(s);
    if (!m.hasMatch())
        return std::nullopt;
    return ProbeText::integer(m.captured(1).remove(u','));
}

// The ATA attributes that tell of a failing disk or a failing link, by their standard ids.
void attribute(SmartReport &r, int id, const std::optional<qint64> &raw)
{
    switch (id) {
    case 5:
        r.reallocatedSectors = raw;
        break;
    case 187:
        r.reportedUncorrectable = raw;
        break;
    case 197:
        r.pendingSectors = raw;
        break;
    case 198:
        r.offlineUncorrectable = raw;
        break;
    case 199:
        r.udmaCrcErrors = raw;
        break;
    default:
        break;
    }
}

// One "Key: value" line of an NVMe health log, in smartctl's or nvme-cli's words.
void nvmeField(SmartReport &r, const QString &key, const QString &value)
{
    const QString k = key.toLower().simplified();
    if (k == u"critical warning" || k == u"critical_warning") {
        bool ok = false;
        const QString v = value.trimmed();
        const int w = v.startsWith(u"0x") ? v.mid(2).toInt(&ok, 16) : v.toInt(&ok);
        if (ok)
            r.criticalWarning = w;
    } else if (k == u"media and data integrity errors" || k == u"media_errors") {
        r.mediaErrors = leadingInteger(value);
    } else if (k == u"thermal temp. 1 transition count" || k == u"thermal temp. 2 transition count" ||
               k == u"thermal management t1 trans count" || k == u"thermal management t2 trans count") {
        if (const auto v = leadingInteger(value))
            r.thermalThrottleEvents = r.thermalThrottleEvents.value_or(0) + *v;
    } else if (k == u"warning comp. temperature time" || k == u"warning temperature time") {
        r.warningTemperatureMinutes = leadingInteger(value);
    } else if (k == u"temperature") {
        if (const auto v = leadingInteger(value); v && *v < 200) // "35 Celsius", "35 C (308 Kelvin)"
            r.temperatureC = int(*v);
    } else if (k == u"model number" || k == u"device model" || k == u"product") {
        r.model = value.trimmed();
    }
}

} // namespace

bool SmartReport::hasReadings() const
{
    return healthPassed || reallocatedSectors || pendingSectors || offlineUncorrectable || udmaCrcErrors ||
           reportedUncorrectable || criticalWarning || mediaErrors || thermalThrottleEvents ||
           warningTemperatureMinutes || temperatureC;
}

QList<SmartReport> parseSmart(const QString &text)
{
    static const QRegularExpression deviceHeader(QStringLiteral("^###\\s+/dev/(\\S+)\\s*$"));
    static const QRegularExpression nvmeCliHeader(
        QStringLiteral("^Smart Log for NVME device:\\s*(nvme\\d+)"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression health(QStringLiteral(
        "(?:overall-health self-assessment test result|SMART Health Status):\\s*(\\S+)"));
    // smartctl -a: "  5 Reallocated_Sector_Ct   0x0033   100   100   010    Pre-fail  Always       -       0"
    // smartctl -x: "  5 Reallocated_Sector_Ct   PO--CK   100   100   010    -    0"
    static const QRegularExpression ataRow(QStringLiteral(
        "^\\s*(\\d{1,3})\\s+(\\w+)\\s+(?:0x[0-9a-fA-F]{4}\\s+\\d{3}\\s+\\d{3}\\s+[\\d-]{3}\\s+\\S+\\s+\\S+\\s+\\S+"
        "|[A-Z+-]{6}\\s+\\d{3}\\s+\\d{3}\\s+[\\d-]{3}\\s+\\S+)\\s+(\\S.*)$"));
    static const QRegularExpression failure(QStringLiteral(
        "(Permission denied|Operation not permitted|Unknown USB bridge|Please specify device type with the -d "
        "option|command not found|Read Device Identity failed[^\\n]*|lacks SMART capability|No such device|"
        "Unable to detect device type|Inappropriate ioctl for device)"),
        QRegularExpression::CaseInsensitiveOption);

    QList<SmartReport> out;
    SmartReport cur;
    bool open = false;
    auto flush = [&]() {
        if (open && (cur.hasReadings() || !cur.failure.isEmpty() || !cur.device.isEmpty()))
            out.append(cur);
        cur = SmartReport();
        open = false;
    };
    // The command line of a pasted output names its disk: "$ sudo smartctl -a /dev/sda".
    static const QRegularExpression commandLine(
        QStringLiteral("(?:smartctl|nvme\\s+-?-?smart-log)\\b.*\\s/dev/(\\w+)"));
    for (QString line : ProbeText::lines(text)) {
        if (line.startsWith(QStringLiteral("> ")))
            line = line.mid(2); // quoted in a forum post
        QRegularExpressionMatch m;
        if ((m = deviceHeader.match(line)).hasMatch() ||
            (line.contains(u"/dev/") && (m = commandLine.match(line)).hasMatch())) {
            flush();
            cur.device = m.captured(1);
            open = true;
            continue;
        }
        if ((m = nvmeCliHeader.match(line)).hasMatch()) {
            if (open && cur.hasReadings())
                flush();
            if (cur.device.isEmpty())
                cur.device = m.captured(1);
            open = true;
            continue;
        }
        // A second smartctl banner without a device header starts another disk's report.
        if (line.startsWith(QStringLiteral("smartctl ")) && line.contains(u'[') && open && cur.hasReadings())
            flush();
        if ((m = health.match(line)).hasMatch()) {
            const QString v = m.captured(1).toUpper();
            cur.healthPassed = v.startsWith(u"PASSED") || v == u"OK";
            open = true;
            continue;
        }
        if ((m = ataRow.match(line)).hasMatch()) {
            attribute(cur, m.captured(1).toInt(), leadingInteger(m.captured(3)));
            open = true;
            continue;
        }
        if ((m = failure.match(line)).hasMatch()) {
            if (cur.failure.isEmpty())
                cur.failure = line.trimmed().left(200);
            open = true;
            continue;
        }
        if (const auto kv = ProbeText::keyValue(line); kv && !kv->first.isEmpty() && kv->first.size() < 48) {
            nvmeField(cur, kv->first, kv->second);
            if (cur.hasReadings() || !cur.model.isEmpty())
                open = true;
        }
    }
    flush();
    return out;
}
