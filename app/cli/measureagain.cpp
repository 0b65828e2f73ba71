#include "app/cli/measureagain.h"

#include "app/cli/clistreams.h"
#include "app/cli/commandline.h"
#include "app/cli/runcommand.h"
#include "app/cli/terminaltext.h"
#include "core/model/run.h"
#include "core/model/runrecords.h"
#include "core/store/profile.h"
#include "core/treatment/beforeafter.h"
#include "core/treatment/remeasure.h"
#include "remote/ssh/profiletarget.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <optional>

using CliStreams::say;
using CliStreams::opt;

namespace {

struct MeasureCli
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

} // namespace

namespace MeasureAgain {

QString defaultOutput(const QString &beforePath, const QString &changeId)
{
    const QFileInfo info(beforePath);
    QString safeId = changeId;
    for (QChar &c : safeId)
        if (!c.isLetterOrNumber() && c != u'-' && c != u'_')
            c = u'_';
    return info.absolutePath() + u'/' + info.completeBaseName() + QStringLiteral("-after-") + safeId +
           QStringLiteral(".pinasrun");
}

int run(const QCommandLineParser &p, const Run &before, const QString &beforePath, const QString &changeId,
        Profile profile)
{
    const QString finding = RunRecords::change(before, changeId).value_or(ChangeRecord()).finding;
    if (finding.isEmpty()) {
        say(MeasureCli::tr(
                "The run file records no change %1: measure again after a change made from this run "
                "(pinas-doctor fix RUNFILE --apply FINDING_ID --yes prints its id).")
                .arg(changeId));
        return CommandLine::UsageError;
    }
    if (p.isSet(opt("remote-dir")))
        profile.remoteDir = p.value(opt("remote-dir"));
    if (p.isSet(opt("share")))
        profile.sharePath = p.value(opt("share"));
    if (profile.remoteDir.isEmpty() || profile.sharePath.isEmpty()) {
        say(MeasureCli::tr("--measure-again needs the Pi folder and the share: the run file names none, give "
                           "--remote-dir DIR and --share PATH."));
        return CommandLine::UsageError;
    }
    const QString preset = p.value(opt("preset"));
    if (!preset.isEmpty() && preset != QLatin1String("quick") && preset != QLatin1String("thorough")) {
        say(MeasureCli::tr("--preset takes quick or thorough."));
        return CommandLine::UsageError;
    }
    const QString out = p.isSet(opt("output")) ? p.value(opt("output")) : defaultOutput(beforePath, changeId);
    const QStringList steps = Remeasure::stepsAfter(before, finding);

    RunCommand::Measure m;
    m.profile = profile;
    m.params.preset = preset == QLatin1String("thorough") ? RunOrchestrator::Preset::Thorough
                                                          : RunOrchestrator::Preset::Quick;
    m.params.steps = steps;
    m.params.stepsChosen = true; // the run file's `steps_chosen`: judged on those steps alone
    m.params.allowLocalShare = p.isSet(opt("allow-local-share"));
    m.params.label = MeasureCli::tr("After change %1").arg(changeId);
    // The run after answers with the sizes of the run before: its before/after answers compare alike.
    m.params.myData = MyData::fromJson(before.extra().value(MyData::kRunKey));
    m.knownHosts = p.isSet(opt("known-hosts")) ? p.value(opt("known-hosts")) : appKnownHostsPath();
    m.acceptNewHostKey = p.isSet(opt("accept-new-host-key"));
    m.out = out;
    // The run after says which change came between it and the run before (docs/design.md "Run file").
    const QString beforeFile = QFileInfo(beforePath).absoluteFilePath();
    std::optional<Run> after;
    m.beforeSave = [&](Run &r) {
        RunRecords::setAfterChange(r, {changeId, finding, beforeFile});
        after = r;
    };
    say(MeasureCli::tr("Measuring again after change %1: %2.")
            .arg(changeId, steps.join(QStringLiteral(", "))));
    const int code = RunCommand::measure(m);
    if (code == CommandLine::UsageError || !after)
        return CommandLine::UsageError;

    const BeforeAfter card = BeforeAfter::of(before, *after, finding);
    // Undo from the same run file, with the same way to the Pi (--profile / --host … as given).
    const QString undo = QStringLiteral("pinas-doctor fix %1 --undo %2 --yes").arg(beforeFile, changeId);
    QTextStream stdoutStream(stdout);
    if (p.isSet(opt("json"))) {
        QJsonObject o = card.toJson();
        o.insert(QStringLiteral("change"), changeId);
        o.insert(QStringLiteral("before_run"), beforeFile);
        o.insert(QStringLiteral("after_run"), QFileInfo(out).absoluteFilePath());
        o.insert(QStringLiteral("steps"), QJsonArray::fromStringList(steps));
        o.insert(QStringLiteral("all_steps_ok"), code == CommandLine::Ok);
        if (!card.helped)
            o.insert(QStringLiteral("undo"), undo);
        stdoutStream << TerminalText::escapeJsonForTerminal(
                            QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)))
                     << Qt::flush;
    } else {
        stdoutStream << TerminalText::clean(card.toText(changeId, undo)) << Qt::flush;
    }
    return code;
}

} // namespace MeasureAgain
