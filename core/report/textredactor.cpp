#include "core/report/textredactor.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace {

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber();
}

// Names that stand in paths and process lists of every Linux system: not personal, and replacing
// them would change what the facts read ("/dev/sda", "root=/dev/…").
bool isCommonName(const QString &v)
{
    static const QSet<QString> common = {
        QStringLiteral("root"),   QStringLiteral("nobody"),    QStringLiteral("daemon"),
        QStringLiteral("bin"),    QStringLiteral("sys"),       QStringLiteral("dev"),
        QStringLiteral("proc"),   QStringLiteral("run"),       QStringLiteral("tmp"),
        QStringLiteral("usr"),    QStringLiteral("var"),       QStringLiteral("etc"),
        QStringLiteral("home"),   QStringLiteral("media"),     QStringLiteral("mnt"),
        QStringLiteral("srv"),    QStringLiteral("opt"),       QStringLiteral("boot"),
        QStringLiteral("lib"),    QStringLiteral("www-data"),  QStringLiteral("localhost"),
        QStringLiteral("Users"),  QStringLiteral("Public"),    QStringLiteral("Default"),
        QStringLiteral("shared"), QStringLiteral("usb"),       QStringLiteral("nfs"),
        QStringLiteral("smb"),    QStringLiteral("samba"),     QStringLiteral("linux"),
        QStringLiteral("Linux"),  QStringLiteral("messagebus"), QStringLiteral("systemd"),
    };
    return common.contains(v);
}

QString firstWord(const QString &v)
{
    qsizetype end = 0;
    while (end < v.size() && isWordChar(v.at(end)))
        ++end;
    return v.left(end);
}

// An IPv6 address in text form (RFC 4291 2.2 forms 1 and 2): eight groups of one to four hex
// digits, or fewer with one "::". The IPv4-suffixed form is left to the IPv4 pass.
bool isIpv6(QStringView v)
{
    const qsizetype gap = v.indexOf(u"::");
    if (gap >= 0 && v.indexOf(u"::", gap + 1) >= 0)
        return false;
    int groups = 0;
    const auto countGroups = [&groups](QStringView part) {
        if (part.isEmpty())
            return true;
        for (QStringView g : part.split(u':')) {
            if (g.isEmpty() || g.size() > 4)
                return false;
            ++groups;
        }
        return true;
    };
    if (gap < 0)
        return countGroups(v) && groups == 8;
    return countGroups(v.left(gap)) && countGroups(v.mid(gap + 2)) && groups < 8;
}

// The ranges the placeholders come from (RFC 5737).
bool isDocumentationIpv4(const QString &ip)
{
    return ip.startsWith(u"192.0.2.") || ip.startsWith(u"198.51.100.") || ip.startsWith(u"203.0.113.");
}

QString categoryKey(TextRedactor::Category c, const QString &original)
{
    return QString::number(int(c)) + u'\x1f' + original;
}

} // namespace

bool TextRedactor::addValue(Category category, const QString &raw)
{
    // Placeholders of an earlier redaction stay as they are: redacting twice gives the same file.
    // A value that holds one ("host-2.fritz.box", "user-1@host-3") is the rest of a replaced one.
    static const QRegularExpression placeholder(
        QStringLiteral("(?:^|[^\\w-])(?:host|user|serial|network|label)-\\d+(?:$|[^\\w-])"),
        QRegularExpression::CaseInsensitiveOption);
    // Replaced where it stands as a word: the ends are letters or digits ("<b>SN1</b>" → "b>SN1</b").
    qsizetype from = 0, to = raw.size();
    while (from < to && !isWordChar(raw.at(from)))
        ++from;
    while (to > from && !isWordChar(raw.at(to - 1)))
        --to;
    const QString value = raw.mid(from, to - from);
    if (value.size() < 2 || value.size() > 256 || isCommonName(value) || placeholder.match(value).hasMatch())
        return false;
    const bool anyCase = category == Category::HostName;
    const QString key = firstWord(value).toLower();
    for (Known &k : m_byFirstWord[key]) {
        if (k.value.compare(value, anyCase || k.anyCase ? Qt::CaseInsensitive : Qt::CaseSensitive) == 0) {
            k.anyCase = k.anyCase || anyCase;
            return true; // first category wins: one value, one placeholder
        }
    }
    QList<Known> &list = m_byFirstWord[key];
    list.append(Known{value, placeholderFor(category, value), anyCase});
    // Longest first, so "pi.example.org" is replaced whole before "pi".
    std::stable_sort(list.begin(), list.end(),
                     [](const Known &a, const Known &b) { return a.value.size() > b.value.size(); });
    return true;
}

QString TextRedactor::placeholderFor(Category category, const QString &original)
{
    const QString key = categoryKey(category, original);
    const auto it = m_placeholders.constFind(key);
    if (it != m_placeholders.cend())
        return *it;
    const int n = ++m_counts[int(category)];
    QString p;
    switch (category) {
    case Category::HostName:
        p = QStringLiteral("host-%1").arg(n);
        break;
    case Category::UserName:
        p = QStringLiteral("user-%1").arg(n);
        break;
    case Category::SerialNumber:
        p = QStringLiteral("serial-%1").arg(n);
        break;
    case Category::NetworkName:
        p = QStringLiteral("network-%1").arg(n);
        break;
    case Category::VolumeLabel:
        p = QStringLiteral("label-%1").arg(n);
        break;
    case Category::IpAddress:
        if (original.contains(u':')) { // IPv6: the documentation prefix (RFC 3849)
            --m_counts[int(category)];
            p = QStringLiteral("2001:db8::%1").arg(++m_ipv6Count, 0, 16, QLatin1Char('0'));
            break;
        }
        // The documentation ranges (RFC 5737): still an address to every parser.
        if (n <= 254)
            p = QStringLiteral("192.0.2.%1").arg(n);
        else if (n <= 508)
            p = QStringLiteral("198.51.100.%1").arg(n - 254);
        else if (n <= 762)
            p = QStringLiteral("203.0.113.%1").arg(n - 508);
        else
            p = QStringLiteral("<ip-%1>").arg(n);
        break;
    case Category::MacAddress:
        // The maker's prefix names a vendor, not a person; the device part is counted.
        p = original.left(9).toLower() +
            QStringLiteral("%1:%2:%3")
                .arg(QString::number((n >> 16) & 0xff, 16).rightJustified(2, u'0'),
                     QString::number((n >> 8) & 0xff, 16).rightJustified(2, u'0'),
                     QString::number(n & 0xff, 16).rightJustified(2, u'0'));
        break;
    }
    m_placeholders.insert(key, p);
    m_order.append(Replacement{category, original, p});
    return p;
}

QList<TextRedactor::Replacement> TextRedactor::replacements() const
{
    QList<Replacement> out;
    for (const Replacement &r : m_order)
        if (m_used.contains(r.placeholder))
            out.append(r);
    return out;
}

QString TextRedactor::replaceKnown(const QString &text)
{
    if (m_byFirstWord.isEmpty())
        return text;
    QString out;
    out.reserve(text.size());
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        if (!isWordChar(text.at(i))) {
            out += text.at(i++);
            continue;
        }
        qsizetype j = i;
        while (j < n && isWordChar(text.at(j)))
            ++j;
        // Only at the start of a word: "pi" never matches inside "raspberrypi".
        bool replaced = false;
        const auto it = m_byFirstWord.constFind(text.mid(i, j - i).toLower());
        if (it != m_byFirstWord.cend()) {
            for (const Known &k : *it) {
                const qsizetype end = i + k.value.size();
                if (QStringView(text).mid(i).startsWith(k.value, k.anyCase ? Qt::CaseInsensitive : Qt::CaseSensitive) &&
                    (end == n || !isWordChar(text.at(end)))) {
                    out += k.placeholder;
                    m_used.insert(k.placeholder);
                    i = end;
                    replaced = true;
                    break;
                }
            }
        }
        if (!replaced) {
            out += QStringView(text).mid(i, j - i);
            i = j;
        }
    }
    return out;
}

QString TextRedactor::use(const QString &placeholder)
{
    m_used.insert(placeholder);
    return placeholder;
}

QString TextRedactor::replaceIpv4(const QString &text)
{
    static const QRegularExpression re(
        QStringLiteral("(?<![0-9])(?<![0-9]\\.)(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})(?![0-9]|\\.[0-9])"));
    QString out;
    qsizetype last = 0;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        bool valid = true;
        for (int g = 1; g <= 4; ++g)
            valid = valid && m.capturedView(g).toInt() <= 255;
        const int first = m.capturedView(1).toInt();
        const QString ip = m.captured(0);
        if (!valid || first == 127 || first == 255 || ip == u"0.0.0.0" || isDocumentationIpv4(ip))
            continue;
        out += QStringView(text).mid(last, m.capturedStart(0) - last);
        out += use(placeholderFor(Category::IpAddress, ip));
        last = m.capturedEnd(0);
    }
    if (last == 0)
        return text;
    out += QStringView(text).mid(last);
    return out;
}

QString TextRedactor::replaceIpv6(const QString &text)
{
    // Candidates are runs of hex digits and colons with at least two colons; isIpv6() decides.
    // USB ids (152d:0578), times (12:00:00) and SCSI addresses (0:0:0:0) are not addresses.
    static const QRegularExpression re(QStringLiteral("(?:(?<=[Aa][Dd][Dd][Rr]:)|(?<=[Ii][Pp][Vv]6:)|(?<![0-9A-Za-z:.]))[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![0-9A-Za-z:])"));
    QString out;
    qsizetype last = 0;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString candidate = m.captured(0).toLower();
        if (!isIpv6(candidate) || candidate == u"::" || candidate == u"::1" || candidate.startsWith(u"2001:db8:"))
            continue;
        out += QStringView(text).mid(last, m.capturedStart(0) - last);
        out += use(placeholderFor(Category::IpAddress, candidate));
        last = m.capturedEnd(0);
    }
    if (last == 0)
        return text;
    out += QStringView(text).mid(last);
    return out;
}

QString TextRedactor::macPlaceholder(const QString &normalized)
{
    return use(placeholderFor(Category::MacAddress, normalized));
}

QString TextRedactor::replaceMac(const QString &text)
{
    // Colons or dashes (aa:bb:… / aa-bb-…), Cisco's dots (aabb.ccdd.eeff), or twelve bare hex
    // digits where the words before say it is a MAC (a bare run of twelve is too often an id, and a
    // SHA-256 sum is longer): after "macaddr=", "MAC address", "HWaddr", "ether", "ethaddr=",
    // "lladdr", "bssid", "address=", and in the interface names udev makes from a MAC (enx…, wlx…).
    static const QRegularExpression re(QStringLiteral(
        "(?<![0-9A-Fa-f:-])([0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}|[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5})(?![0-9A-Fa-f:-])"
        "|(?<![0-9A-Fa-f.])([0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4})(?![0-9A-Fa-f.])"
        "|(?<![A-Za-z])(?i:(?:mac(?:[_ -]?addr(?:ess)?)?|hw[_ ]?addr(?:ess)?|ether|eth\\d?addr|lladdr|bssid|bd[_ ]?addr(?:ess)?)"
        "(?:\\s*[=:]\\s*|\\s+)|address\\s*[=:]\\s*)([0-9A-Fa-f]{12})(?![0-9A-Za-z])"
        "|(?<![0-9A-Za-z])(?:enx|wlx)([0-9A-Fa-f]{12})(?![0-9A-Za-z])"));
    QString out;
    qsizetype last = 0;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        int g = 1;
        while (g < 4 && m.capturedStart(g) < 0)
            ++g;
        const QString raw = m.captured(g);
        QString hex = raw.toLower();
        hex.remove(u':').remove(u'-').remove(u'.');
        QString mac;
        for (int k = 0; k < 12; k += 2)
            mac += (k ? QStringLiteral(":") : QString()) + hex.mid(k, 2);
        // A device part of 00:00:xx is a placeholder (real NICs do not count from zero).
        if (mac == u"00:00:00:00:00:00" || mac == u"ff:ff:ff:ff:ff:ff" || mac.mid(9, 5) == u"00:00")
            continue;
        QString p = macPlaceholder(mac);
        if (raw.contains(u'-'))
            p.replace(u':', u'-');
        else if (raw.contains(u'.') || !raw.contains(u':')) {
            p.remove(u':');
            if (raw.contains(u'.'))
                p = p.left(4) + u'.' + p.mid(4, 4) + u'.' + p.mid(8);
        }
        out += QStringView(text).mid(last, m.capturedStart(g) - last);
        out += p;
        last = m.capturedEnd(g);
    }
    if (last == 0)
        return text;
    out += QStringView(text).mid(last);
    return out;
}

bool TextRedactor::isIpAddress(const QString &text)
{
    static const QRegularExpression v4(QStringLiteral("^(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})$"));
    return v4.match(text).hasMatch() || isIpv6(text);
}

QString TextRedactor::redact(const QString &text)
{
    return replaceIpv6(replaceIpv4(replaceMac(replaceKnown(text))));
}

QString TextRedactor::redactRouteTable(const QString &text)
{
    // "Iface Destination Gateway Flags …": an address is 8 hex digits, the bytes in reverse.
    QStringList lines = text.split(u'\n');
    for (QString &line : lines) {
        QStringList f = line.split(u'\t');
        bool changed = false;
        for (int col = 1; col <= 2 && col < f.size(); ++col) {
            const QString hex = f.at(col).trimmed();
            bool ok = false;
            const uint v = hex.size() == 8 ? hex.toUInt(&ok, 16) : 0;
            if (!ok || v == 0)
                continue;
            const QString dotted = QStringLiteral("%1.%2.%3.%4")
                                       .arg(QString::number(v & 0xff), QString::number((v >> 8) & 0xff),
                                            QString::number((v >> 16) & 0xff), QString::number(v >> 24));
            const QString mapped = replaceIpv4(dotted);
            const QStringList parts = mapped.split(u'.');
            if (parts.size() != 4 || mapped == dotted)
                continue;
            const uint w = parts[0].toUInt() | parts[1].toUInt() << 8 | parts[2].toUInt() << 16 | parts[3].toUInt() << 24;
            f[col] = QStringLiteral("%1").arg(w, 8, 16, QLatin1Char('0')).toUpper();
            changed = true;
        }
        if (changed)
            line = f.join(u'\t');
    }
    return lines.join(u'\n');
}
