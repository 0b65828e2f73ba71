#include "app/cli/runcommand.h"

#include "app/cli/clistreams.h"
#include "app/cli/commandline.h"
#include "app/cli/terminaltext.h"
#include "core/model/completeness.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "remote/jobs/runorchestrator.h"
#include "remote/ssh/profiletarget.h"
#include "remote/ssh/sshconnection.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTextStream>

using CliStreams::err;
using CliStreams::say;
using CliStreams::opt;

namespace {

struct RunCli
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

} // namespace

namespace RunCommand {

int run(const QStringList &args, const RunnerMaker &makeRunner)
{
    QCommandLineParser p;
    p.setApplicationDescription(RunCli::tr("Runs the whole diagnosis without a window and writes the run file."));
    p.addHelpOption();
    p.addOptions({
        {opt("profile"), RunCli::tr("A saved profile to use."), opt("NAME")},
        {opt("host"), RunCli::tr("The Pi's host name or address."), opt("H")},
        {opt("port"), RunCli::tr("The SSH port (default 22)."), opt("P")},
        {opt("user"), RunCli::tr("The user to log in as."), opt("U")},
        {opt("identity"), RunCli::tr("A private key file to log in with."), opt("KEY")},
        {opt("remote-dir"), RunCli::tr("The directory on the Pi behind the share, where the disk test writes."),
         opt("DIR")},
        {opt("share"), RunCli::tr("The share as this PC mounts it."), opt("PATH")},
        {opt("known-hosts"), RunCli::tr("The known_hosts file to check the Pi's key against."), opt("FILE")},
        {opt("accept-new-host-key"), RunCli::tr("Trust a Pi seen for the first time (a changed key is always refused).")},
        {opt("preset"), RunCli::tr("quick (about 30 s of tests) or thorough."), opt("quick|thorough")},
        {opt("label"), RunCli::tr("A label for the run."), opt("TEXT")},
        {opt("copy-file"), RunCli::tr("Also time copying this file onto the share."), opt("FILE")},
        {opt("out"), RunCli::tr("Where to write the run file."), opt("FILE")},
        {opt("allow-local-share"),
         RunCli::tr("Test the share folder even when it is on this PC's own disk (normally refused: it means the "
                    "share is not mounted).")},
        {opt("keep-pi-folder"),
         RunCli::tr("Run the Pi-side tests in --remote-dir even when the share turns out to be another folder of "
                    "the Pi (normally they follow the share; kept, the disk and share figures are not compared).")},
    });
    if (!p.parse(args))
        return CommandLine::refuseArguments(p.errorText());
    if (p.isSet(opt("help"))) {
        QTextStream(stdout) << p.helpText() << Qt::flush;
        return CommandLine::Ok;
    }

    Profile profile;
    if (p.isSet(opt("profile"))) {
        ProfileStore store(ProfileStore::defaultFilePath());
        if (!store.load()) {
            say(store.errorString());
            return CommandLine::UsageError;
        }
        const int i = store.indexOf(p.value(opt("profile")));
        if (i < 0) {
            say(RunCli::tr("No saved profile is called %1.").arg(p.value(opt("profile"))));
            return CommandLine::UsageError;
        }
        profile = store.profiles().at(i);
    } else {
        profile = Profile();
        profile.name = p.value(opt("host"));
        profile.host = p.value(opt("host"));
        profile.user = p.value(opt("user"));
        profile.port = 0; // the ssh config's Port for this host (an alias), else 22; --port names one
        // No --user: the ssh config's User for this host, else this user's name, as ssh does.

        if (profile.host.isEmpty()) {
            say(RunCli::tr("run needs --profile NAME, or --host H."));
            return CommandLine::UsageError;
        }
    }
    if (p.isSet(opt("port"))) {
        bool ok = false;
        profile.port = p.value(opt("port")).toInt(&ok);
        if (!ok || profile.port <= 0 || profile.port > 65535) {
            say(RunCli::tr("--port takes a number from 1 to 65535."));
            return CommandLine::UsageError;
        }
    }
    if (p.isSet(opt("identity"))) {
        profile.keyPath = p.value(opt("identity"));
        profile.auth = Profile::Auth::KeyFile;
    }
    if (p.isSet(opt("remote-dir")))
        profile.remoteDir = p.value(opt("remote-dir"));
    if (p.isSet(opt("share")))
        profile.sharePath = p.value(opt("share"));
    const QString out = p.value(opt("out"));
    if (profile.remoteDir.isEmpty() || profile.sharePath.isEmpty() || out.isEmpty()) {
        say(RunCli::tr("run needs --remote-dir DIR, --share PATH and --out FILE."));
        return CommandLine::UsageError;
    }
    const QString preset = p.value(opt("preset"));
    if (!preset.isEmpty() && preset != QLatin1String("quick") && preset != QLatin1String("thorough")) {
        say(RunCli::tr("--preset takes quick or thorough."));
        return CommandLine::UsageError;
    }

    RunOrchestrator::Params params;
    params.preset = preset == QLatin1String("thorough") ? RunOrchestrator::Preset::Thorough
                                                        : RunOrchestrator::Preset::Quick;
    params.label = p.value(opt("label"));
    params.allowLocalShare = p.isSet(opt("allow-local-share"));
    params.followShareFolder = !p.isSet(opt("keep-pi-folder"));
    params.copySource = p.value(opt("copy-file"));
    params.myData = AppSettings().myData(); // the same sizes as the window's runs (Settings → My data)
    Measure m;
    m.profile = profile;
    m.params = params;
    m.knownHosts = p.isSet(opt("known-hosts")) ? p.value(opt("known-hosts")) : appKnownHostsPath();
    m.acceptNewHostKey = p.isSet(opt("accept-new-host-key"));
    m.out = out;
    return measure(m, makeRunner);
}

int measure(const Measure &m, const RunnerMaker &makeRunner)
{
    const Profile &profile = m.profile;
    const QString &out = m.out;
    // The same profile -> target mapping as the GUI (sshTargetFromProfile), with the CLI's own
    // known_hosts when given.
    SshTarget target = sshTargetFromProfile(profile, m.knownHosts);
    target.acceptNewHostKey = m.acceptNewHostKey;
    target.applyUserDefaults();

    SshConnection connection(target, nullptr); // headless: nothing is ever asked
    QEventLoop loop;
    int exitCode = CommandLine::UsageError;
    std::unique_ptr<RunOrchestrator> orchestrator;

    QObject::connect(&connection, &SshConnection::connectionFailed, &loop, [&](const SshError &e) {
        say(RunCli::tr("Cannot connect: %1").arg(e.message));
        exitCode = CommandLine::UsageError;
        loop.quit();
    });
    auto startRun = [&](CommandRunner *runner, const QString &effectiveUser) {
        RunOrchestrator::Params params = m.params;
        params.profile = profile;
        // `run --host ALIAS` without --user takes the ssh config's User (or this user's name), as
        // ssh does: the run records the user it really ran as.
        if (params.profile.user.isEmpty())
            params.profile.user = effectiveUser;
        orchestrator = std::make_unique<RunOrchestrator>(runner, params);
        RunOrchestrator *o = orchestrator.get();
        QObject::connect(o, &RunOrchestrator::stepStarted, &loop, [o](const QString &, const QString &title) {
            say(RunCli::tr("[%1%] %2…").arg(QString::number(int(o->progress() * 100)), title));
        });
        QObject::connect(o, &RunOrchestrator::preflightFinished, &loop, [](const PreflightResult &r) {
            for (const QString &problem : r.problems())
                say(RunCli::tr("    %1").arg(problem));
            if (!r.note.isEmpty())
                say(RunCli::tr("    %1").arg(r.note));
            else if (r.passed() && !r.sameStorage)
                say(RunCli::tr("    Going on with the Pi folder %1, as asked: the disk and share figures will not be "
                               "compared.")
                        .arg(r.testsFolder));
        });
        QObject::connect(o, &RunOrchestrator::measurementAdded, &loop, [](const Measurement &added) {
            if (added.hasFigures())
                say(RunCli::tr("    %1: %2 MB/s (%3)")
                        .arg(Measurement::kindTitle(added.kind()), QString::number(added.mbPerSecond(), 'f', 1),
                             added.method()));
        });
        QObject::connect(o, &RunOrchestrator::stepFinished, &loop, [o](const RunStep &s) {
            if (s.status != RunStep::Status::Ok && !o->preflightFailed())
                say(RunCli::tr("    %1: %2. %3")
                        .arg(RunOrchestrator::stepTitle(s.id), RunStep::statusTitle(s.status), s.message));
        });
        QObject::connect(o, &RunOrchestrator::finished, &loop, [&, o] {
            if (o->preflightFailed()) {
                // A setup problem: nothing was measured, so nothing is written (the messages said why).
                say(RunCli::tr("Pre-flight failed: nothing was measured and no run file was written."));
                exitCode = CommandLine::UsageError;
                loop.quit();
                return;
            }
            Run run = o->run();
            if (m.beforeSave)
                m.beforeSave(run);
            const Result<void> saved = run.save(out);
            if (!saved) {
                say(RunCli::tr("Cannot write %1: %2").arg(out, saved.errorString()));
                exitCode = CommandLine::UsageError;
            } else {
                say(RunCli::tr("Wrote %1.").arg(QFileInfo(out).absoluteFilePath()));
                // A share not confirmed to be the disk test's folder is not a complete run either.
                exitCode = o->allStepsOk() && Completeness::of(o->run()).isComplete() ? CommandLine::Ok
                                                                                     : CommandLine::PartialRun;
            }
            loop.quit();
        });
        o->start();
    };
    QObject::connect(&connection, &SshConnection::connected, &loop, [&] {
        say(RunCli::tr("Connected to %1.").arg(connection.sessionInfo().host));
        startRun(&connection, connection.sessionInfo().user);
    });
    if (makeRunner) {
        // The runner stands for the connection: nothing connects, the run starts on the loop.
        QObject owner;
        CommandRunner *runner = makeRunner(profile, &owner);
        if (!runner || !runner->isConnected()) {
            say(RunCli::tr("Cannot connect: %1").arg(QStringLiteral("no runner")));
            return CommandLine::UsageError;
        }
        QMetaObject::invokeMethod(
            &loop, [&, runner] { startRun(runner, QString()); }, Qt::QueuedConnection);
        loop.exec();
        orchestrator.reset();
        return exitCode;
    }
    connection.connectToHost();
    loop.exec();
    orchestrator.reset();
    connection.disconnectFromHost();
    return exitCode;
}

} // namespace RunCommand
