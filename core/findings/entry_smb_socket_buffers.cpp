// The finding "smb-socket-buffers": its rule, its apply and its Facts page mark, in one place
// (issue #35; docs/design.md "How to add… a fix").
//
// smb.conf(5), "socket options" (samba docs-xml/smbdotconf/tuning/socketoptions.xml): the parameter
// is global (context G), its default is TCP_NODELAY, and "Linux in particular has an auto-tuning
// mechanism for buffer sizes that will be disabled if you specify a socket buffer size". A fixed
// SO_RCVBUF or SO_SNDBUF (old tuning guides copy "SO_RCVBUF=8192 SO_SNDBUF=8192") caps the TCP window
// of every client's connection, so a transfer can no longer grow to what the link carries.
// docs/knowledge.md §4.8.
#include "core/findings/catalogue.h"

#include "core/diagnosis/pifiles.h"
#include "core/model/displaytext.h"
#include "core/treatment/fixkind.h"

#include <QRegularExpression>

namespace {

// The fixed buffer sizes among the words of "socket options" ("SO_RCVBUF=8192"), as written.
QStringList fixedBuffers(const QString &options)
{
    static const QRegularExpression word(QStringLiteral("^SO_(?:RCV|SND)BUF=\\d+$"),
                                         QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    // Samba splits the value at blanks; "SO_RCVBUF = 8192" with blanks is not a word it reads.
    for (const QString &w : options.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        if (word.match(w).hasMatch())
            out << w;
    return out;
}

std::optional<Finding> fixedSocketBuffers(const RuleContext &c)
{
    if (!c.in.mayServeTheShare(QStringLiteral("smbd")))
        return std::nullopt; // smbd's sockets do not carry a share the PC reaches another way
    const QString options = c.in.facts.samba.socketOptions.valueOr(QString());
    const QStringList fixed = fixedBuffers(options);
    if (fixed.isEmpty())
        return std::nullopt;
    Finding f;
    f.layer = Layer::Network;
    f.severity = Finding::Severity::Warning;
    f.title = Rules::tr("Samba fixes the size of every connection's network buffers");
    f.evidence = Rules::tr("smb.conf sets \"socket options = %1\": %2 turns off Linux's own tuning of each "
                           "connection's buffers, which can hold a transfer below what the link carries.")
                     .arg(DisplayText::cut(options), DisplayText::cut(fixed.join(QStringLiteral(", "))));
    f.fix = Rules::tr("Remove \"socket options\" from smb.conf (smbd then uses its default, TCP_NODELAY) and "
                      "reload smbd; the PC's next connection gets buffers sized for the link.");
    // The evidence shows a line of up to the transcript's 64 KiB cut to a readable length; the
    // setting keeps it whole, as the plan's diff shows the line it removes.
    f.expected = Rules::tr("no figure measured here; each connection's buffers grow with the link again");
    f.gainMbPerSecond = 0;
    f.settings << ConfSetting{PiFiles::smbConf(), QStringLiteral("global"), QStringLiteral("socket options"), options};
    return f;
}

} // namespace

namespace FindingEntries {

const FindingEntry &smbSocketBuffers()
{
    static const FindingEntry entry{
        .id = QLatin1String("smb-socket-buffers"),
        .rule = &fixedSocketBuffers,
        .apply = &FixKinds::smbSettings,
        .applyWhy = QT_TRANSLATE_NOOP("Planner", "Without a fixed size Linux sizes each connection's buffers for "
                                                 "the link again, as it does for every other program."),
        .applyRisk = QT_TRANSLATE_NOOP("Planner", "The line's other words (for example IPTOS_LOWDELAY) go with it; "
                                                  "smbd keeps its default TCP_NODELAY. Connections open now keep "
                                                  "their buffers until the PC connects again."),
        .marks = {{"smb.socketOptions",
                   QT_TRANSLATE_NOOP("FactsTree", "A fixed buffer size turns Linux's own buffer tuning off for "
                                                  "every client's connection.")}},
    };
    return entry;
}

} // namespace FindingEntries
