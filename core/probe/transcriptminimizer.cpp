#include "core/probe/transcriptminimizer.h"

#include "core/probe/nasprocesses.h"
#include "core/probe/probetext.h"
#include "core/probe/processparser.h"
#include "core/probe/transcript.h"

#include <QRegularExpression>
#include <QStringList>

namespace {

// The same header test as parseProcesses(): "PID … COMMAND" (ps -eo, ps aux, top) or "CMD".
bool isProcessHeader(const QString &line)
{
    const QStringList f = ProbeText::fields(line);
    return f.contains(QStringLiteral("PID")) &&
           (f.contains(QStringLiteral("COMMAND")) || f.contains(QStringLiteral("CMD")));
}

// Which field the command line starts at: the last COMMAND (ps -eo …,comm,args), else CMD.
qsizetype argsColumn(const QString &header)
{
    const QStringList f = ProbeText::fields(header);
    qsizetype col = f.lastIndexOf(QStringLiteral("COMMAND"));
    return col >= 0 ? col : f.indexOf(QStringLiteral("CMD"));
}

// A NAS process's row without its options: `sshfs host:/x /mnt -o IdentityFile=…` keeps the
// program and its operands (which name the driver and the mount), never `-o …`, `--x=…` or any
// `key=value` (passwords, key files, credentials= of a mount).
QString withoutOptions(const QString &line, qsizetype argsCol, int *dropped)
{
    const QStringList f = ProbeText::fields(line);
    if (argsCol < 0 || f.size() <= argsCol)
        return line;
    QStringList kept = f.mid(0, argsCol + 1); // the columns and the program
    bool skipNext = false;
    for (const QString &a : f.mid(argsCol + 1)) {
        if (skipNext) {
            skipNext = false;
            ++*dropped;
        } else if (a == u"-o" || a == u"-i" || a == u"-F" || a == u"-s") {
            skipNext = true; // the value follows
            ++*dropped;
        } else if (a.startsWith(u'-') || a.contains(u'=')) {
            ++*dropped;
        } else {
            kept.append(a);
        }
    }
    return kept.join(u' ');
}

// The tokens of /proc/cmdline that a fact is read from (systemparsers.h, factsbuilder_storage.cpp).
bool isReadCmdlineToken(const QString &token)
{
    return token.startsWith(u"usb-storage.quirks=") || token.startsWith(u"root=/dev/");
}

// Back to text, exactly as Transcript::parse read it: an end marker only where there was one,
// without "exit=" where the exit status was unknown, so the sections' states stay the same.
QString serialize(const Transcript &t, const QList<TranscriptSection> &sections)
{
    const QString tokenPart = t.token().isEmpty() ? QString() : t.token() + u' ';
    QString out;
    if (t.version() > 0)
        out = t.token().isEmpty() ? QStringLiteral("@@pinas-probe %1\n").arg(t.version())
                                  : QStringLiteral("@@pinas-probe %1 token=%2\n").arg(QString::number(t.version()), t.token());
    for (const TranscriptSection &s : sections) {
        out += QStringLiteral("@@begin ") + tokenPart + s.id + u'\n';
        if (!s.text.isEmpty())
            out += s.text + u'\n';
        if (s.complete)
            out += QStringLiteral("@@end ") + tokenPart + s.id +
                   (s.exitCode ? QStringLiteral(" exit=") + QString::number(*s.exitCode) : QString()) + u'\n';
    }
    return out;
}

} // namespace

namespace TranscriptMinimizer {

QString keptProcesses(const QString &sectionText, int *dropped, int *droppedOptions)
{
    QStringList kept;
    QString header;
    qsizetype argsCol = -1;
    for (const QString &line : ProbeText::lines(sectionText)) {
        if (isProcessHeader(line)) {
            header = line;
            argsCol = argsColumn(line);
            kept.append(line);
            continue;
        }
        if (header.isEmpty()) { // top's summary above the table: load, CPU, memory
            kept.append(line);
            continue;
        }
        const ProcessSnapshot row = parseProcesses(header + u'\n' + line);
        if (!row.rows.isEmpty() && NasProcesses::isRelevant(row.rows.first().name))
            kept.append(withoutOptions(line, argsCol, droppedOptions));
        else if (!row.rows.isEmpty())
            ++*dropped;
        // Anything else below the header is neither a row nor a summary: left out.
    }
    return kept.join(u'\n');
}

QString keptCmdline(const QString &sectionText, int *dropped)
{
    QStringList kept;
    for (const QString &token : ProbeText::fields(sectionText)) {
        if (isReadCmdlineToken(token))
            kept.append(token);
        else
            ++*dropped;
    }
    return kept.join(u' ');
}

QString keptKernelLog(const QString &sectionText, int *dropped)
{
    // "[    0.000000] Kernel command line: …" (ARM) and "Command line: …" (x86): the same text as
    // /proc/cmdline, serial number and MAC address included.
    static const QRegularExpression commandLine(
        QStringLiteral("^(\\[[^\\]]*\\]\\s*)?(kernel\\s+)?command line:"), QRegularExpression::CaseInsensitiveOption);
    if (!sectionText.contains(QLatin1String("ommand line:"), Qt::CaseInsensitive))
        return sectionText;
    QStringList lines = sectionText.split(u'\n');
    for (QString &line : lines) {
        const QRegularExpressionMatch m = commandLine.match(line);
        if (!m.hasMatch())
            continue;
        const QString kept = keptCmdline(line.mid(m.capturedEnd()), dropped);
        line = line.left(m.capturedEnd()) + (kept.isEmpty() ? QString() : u' ' + kept);
    }
    return lines.join(u'\n');
}

MinimizedTranscript minimize(const QString &transcript, const QString &expectedToken)
{
    MinimizedTranscript out;
    out.text = transcript;
    if (!Transcript::hasMarkers(transcript))
        return out;
    const Transcript parsed = Transcript::parse(transcript, expectedToken);
    QList<TranscriptSection> sections;
    for (TranscriptSection s : parsed.sections()) {
        if (ProbeSections::is(s.id, ProbeSection::Processes))
            s.text = keptProcesses(s.text, &out.droppedProcesses, &out.droppedOptions);
        else if (ProbeSections::is(s.id, ProbeSection::Cmdline))
            s.text = keptCmdline(s.text, &out.droppedCmdlineTokens);
        else if (ProbeSections::is(s.id, ProbeSection::Dmesg))
            s.text = keptKernelLog(s.text, &out.droppedCmdlineTokens);
        sections.append(s);
    }
    // A fresh probe's output is always written anew: nothing before its header (a login banner) or
    // outside its sections is kept.
    if (out.changed() || !expectedToken.isEmpty())
        out.text = serialize(parsed, sections);
    return out;
}

} // namespace TranscriptMinimizer
