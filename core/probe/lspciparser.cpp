#include "core/probe/lspciparser.h"

#include "core/probe/probetext.h"

#include <QRegularExpression>

namespace {

// "Speed 8GT/s, Width x4" (LnkCap, after "Port #0, ") or "Speed 5GT/s (downgraded), Width x1".
void readLink(const QString &line, std::optional<double> &gts, std::optional<int> &lanes)
{
    static const QRegularExpression speed(QStringLiteral("Speed (\\d+(?:\\.\\d+)?)GT/s"));
    static const QRegularExpression width(QStringLiteral("Width x(\\d+)"));
    if (const auto m = speed.match(line); m.hasMatch())
        gts = m.captured(1).toDouble();
    if (const auto m = width.match(line); m.hasMatch())
        lanes = m.captured(1).toInt();
}

} // namespace

bool LspciFunction::isNvme() const
{
    return description.contains(u"Non-Volatile memory controller") || description.contains(u"NVM Express");
}

QList<LspciFunction> parseLspci(const QString &text)
{
    static const QRegularExpression header(
        QStringLiteral("^((?:[0-9a-fA-F]{4}:)?[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7])\\s+(\\S.*)$"));
    static const QRegularExpression express(
        QStringLiteral("Capabilities: \\[[0-9a-fA-F]+\\] Express \\(v\\d\\) (.+?)(?:,|$)"));
    QList<LspciFunction> out;
    auto current = [&]() -> LspciFunction & {
        if (out.isEmpty())
            out.append(LspciFunction{}); // a block pasted without its header line
        return out.last();
    };
    for (const QString &raw : ProbeText::lines(text)) {
        const QString line = raw.startsWith(u"> ") ? raw.mid(2) : raw;
        if (const auto m = header.match(line); m.hasMatch()) {
            LspciFunction f;
            f.address = m.captured(1);
            f.description = m.captured(2).trimmed();
            out.append(f);
            continue;
        }
        const QString t = line.trimmed();
        if (const auto m = express.match(t); m.hasMatch()) {
            const QString kind = m.captured(1);
            current().endpoint = kind.startsWith(u"Endpoint") || kind.startsWith(u"Legacy Endpoint");
            current().rootPort = kind.startsWith(u"Root Port");
        } else if (t.startsWith(u"LnkCap:")) {
            readLink(t, current().capableGts, current().capableLanes);
        } else if (t.startsWith(u"LnkSta:")) {
            readLink(t, current().gts, current().lanes);
        }
    }
    out.removeIf([](const LspciFunction &f) { return f.address.isEmpty() && !f.gts && !f.capableGts; });
    return out;
}
