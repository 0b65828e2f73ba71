#include "app/cli/fixcommand.h"

#include "app/cli/clistreams.h"
#include "app/cli/commandline.h"
#include "app/cli/measureagain.h"
#include "app/cli/passwordprompt.h"
#include "app/cli/terminaltext.h"
#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/model/runrecords.h"
#include "core/probe/textfacts.h"
#include "core/store/profilestore.h"
#include "core/treatment/changeid.h"
#include "core/treatment/findingonfiles.h"
#include "core/treatment/planner.h"
#include "remote/ssh/profiletarget.h"
#include "remote/ssh/sshconnection.h"
#include "remote/treatment/bootwait.h"
#include "remote/treatment/changerun.h"
#include "remote/treatment/fixsession.h"
#include "remote/treatment/piidentitycheck.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>
#include <functional>
#include <optional>

using CliStreams::out;
using CliStreams::say;
using CliStreams::opt;

namespace {

struct FixCli
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

// The run file keeps the changes made after it (RunRecords, docs/design.md "Run file"): the
// report, the PDF and History then show them with the run they came from.
void recordInRunFile(const QString &runPath, const std::function<void(Run &)> &edit)
{
    if (runPath.isEmpty() || !Run::load(runPath))
        return;
    const Result<void> saved = RunRecords::updateFile(runPath, edit);
    if (!saved)
        say(FixCli::tr("The change is made, but the run file could not record it: %1").arg(saved.errorString()));
}

// The exit code of a FixSession call. A connection lost before the change script started (the
// privilege check, the read of the files) changed nothing: refused, not rolled back.
int exitFor(FixEngine::Outcome o, bool scriptStarted)
{
    switch (o) {
    case FixEngine::Outcome::Applied:
        return CommandLine::Ok;
    case FixEngine::Outcome::Refused:
        return CommandLine::UsageError;
    case FixEngine::Outcome::Lost:
        return scriptStarted ? CommandLine::PartialRun : CommandLine::UsageError;
    default:
        return CommandLine::PartialRun;
    }
}

// The Pi to reach: a saved profile, else --host/--user, else the run file's profile; the flags
// override (the same options as `run`).
bool profileFor(const QCommandLineParser &p, const Run *run, Profile &profile)
{
    if (p.isSet(opt("profile"))) {
        ProfileStore store(ProfileStore::defaultFilePath());
        if (!store.load()) {
            say(store.errorString());
            return false;
        }
        const int i = store.indexOf(p.value(opt("profile")));
        if (i < 0) {
            say(FixCli::tr("No saved profile is called %1.").arg(p.value(opt("profile"))));
            return false;
        }
        profile = store.profiles().at(i);
    } else if (run) {
        profile = Profile::fromJson(run->profile()); // port 0: the ssh config's, as when it was made
    }
    // Another host than the profile's or the run's: its port is the ssh config's for it (an alias),
    // else 22, unless --port names one; -1 (a run's port that is no port) stays refused.
    if (p.isSet(opt("host")) && p.value(opt("host")) != profile.host) {
        profile.host = p.value(opt("host"));
        profile.port = 0;
    }
    if (p.isSet(opt("user")))
        profile.user = p.value(opt("user"));
    if (p.isSet(opt("port"))) {
        bool ok = false;
        profile.port = p.value(opt("port")).toInt(&ok);
        if (!ok || profile.port <= 0 || profile.port > 65535) {
            say(FixCli::tr("--port takes a number from 1 to 65535."));
            return false;
        }
    }
    if (p.isSet(opt("identity"))) {
        profile.keyPath = p.value(opt("identity"));
        profile.auth = Profile::Auth::KeyFile;
    }
    // No user: the ssh config's User for this host, else this user's name, as ssh does.
    if (profile.host.isEmpty()) {
        say(FixCli::tr("fix needs --profile NAME, or --host H (or a run file that names it)."));
        return false;
    }
    return true;
}

// sudo wants a password (FixSession::passwordNeeded): from stdin with --sudo-password-stdin, else
// typed on the terminal without echo. Held in memory for this one change and sent only on sudo's
// stdin by the session; this copy is overwritten at once.
void answerPassword(const QCommandLineParser &p, const Profile &profile, FixSession &session)
{
    std::optional<QByteArray> password;
    if (p.isSet(opt("sudo-password-stdin")))
        password = PasswordPrompt::readLine(QString());
    else if (PasswordPrompt::stdinIsTerminal())
        password = PasswordPrompt::readLine(
            FixCli::tr("sudo password for %1 on the Pi (for this change only, never stored): ")
                .arg(profile.user));
    if (!password || password->isEmpty()) {
        session.cancelPassword(
            FixCli::tr("Nothing was changed: sudo on the Pi needs a password. Type it when "
                       "asked, or pass it with --sudo-password-stdin."));
        return;
    }
    session.providePassword(*password);
    password->fill('\0');
}

// A change that takes effect at the next start was made and the Pi asked to restart: waits for it
// to come back (a new boot id) and for the change's boot check there, each try on a connection of
// its own to the same target. done(Ok) when it runs with the change, else NotConfirmed.
// Each try of the restart wait gets a fresh connection to the same target (BootWait::Connect).
BootWait::Connect reconnectTo(const SshTarget &target)
{
    return [target](QObject *tryOwner, std::function<void(CommandRunner *, const QString &)> ready) {
        auto *c = new SshConnection(target, nullptr);
        c->setParent(tryOwner);
        QObject::connect(c, &SshConnection::connected, tryOwner, [c, ready] { ready(c, QString()); });
        QObject::connect(c, &SshConnection::connectionFailed, tryOwner,
                         [ready](const SshError &e) { ready(nullptr, e.message); });
        c->connectToHost();
    };
}

// What `fix` asks of the Pi it reached before anything else (issue #34): `next` goes on, `done`
// ends with an exit code. Called right after connecting, before any file read or privileged command.
using PiGate = std::function<void(CommandRunner &pi, const std::function<void()> &next,
                                  const std::function<void(int)> &done)>;

// The Pi reached must be the run's Pi (PiIdentityCheck: host key, machine id). `strict` (an apply,
// which plans on the run's view of the files): a run that does not say which Pi it came from is
// refused too. --other-pi lets an apply go on with a plan made only from this Pi's own files
// (applyOne), and says so; an undo or the change log of a run without an identity needs no view of
// the run and goes on. Nothing is run on the Pi before but the read of its machine id.
PiGate runsPiOnly(const QCommandLineParser &p, const Run *run, bool strict)
{
    if (!run)
        return {};
    const PiIdentity recorded = PiIdentity::ofRun(*run);
    const bool otherPi = p.isSet(opt("other-pi"));
    return [recorded, strict, otherPi](CommandRunner &pi, const std::function<void()> &next,
                                       const std::function<void(int)> &done) {
        auto *check = new PiIdentityCheck(&pi, &pi);
        QObject::connect(check, &PiIdentityCheck::finished, check,
                         [check, strict, otherPi, next, done](PiIdentityCheck::Verdict v, const QString &why) {
                             check->deleteLater();
                             using V = PiIdentityCheck::Verdict;
                             if (v == V::Same || (v == V::RunUnknown && !strict)) {
                                 next();
                                 return;
                             }
                             say(why);
                             if (v == V::CannotRead) {
                                 done(CommandLine::UsageError);
                                 return;
                             }
                             if (otherPi) {
                                 say(FixCli::tr("--other-pi: the plan is made again only from this Pi's own "
                                                "files, not from the run's."));
                                 next();
                                 return;
                             }
                             say(FixCli::tr("Nothing was changed. To plan the change on this Pi's own files "
                                            "instead, run the same command with --other-pi."));
                             done(CommandLine::UsageError);
                         });
        check->check(recorded);
    };
}

// Connects, then runs one FixSession call (`start`) the way the window does (docs/design.md
// "Treatment"): the session checks the privilege, asks for the sudo password through
// answerPassword(), reads and re-plans the files and runs the change script. Its progress goes to
// stderr; `applied` gets the new change's id when it was verified and confirmed. `start` may end
// the call itself with done(exit code) (the change log).
int withSession(const QCommandLineParser &p, const Profile &profile, const PiGate &gate,
                const std::function<void(FixSession &, const std::function<void(int)> &done)> &start,
                const std::function<void(FixSession &, const QString &id)> &applied = {})
{
    SshTarget target = sshTargetFromProfile(profile, p.isSet(opt("known-hosts")) ? p.value(opt("known-hosts"))
                                                                                 : appKnownHostsPath());
    target.acceptNewHostKey = p.isSet(opt("accept-new-host-key"));
    target.applyUserDefaults();
    SshConnection connection(target, nullptr); // headless: nothing is ever asked
    FixSession session(&connection);
    session.setRebootAfter(!p.isSet(opt("no-reboot")));
    if (p.isSet(opt("command-limit"))) // checked in FixCommand::run
        session.setCommandLimitSeconds(p.value(opt("command-limit")).toInt());
    if (p.isSet(opt("commit-wait"))) // checked in FixCommand::run
        session.setCommitWaitSeconds(p.value(opt("commit-wait")).toInt());
    QEventLoop loop;
    int exitCode = CommandLine::UsageError;
    const std::function<void(int)> done = [&](int code) {
        exitCode = code;
        loop.quit();
    };
    QObject::connect(&connection, &SshConnection::connectionFailed, &loop, [&](const SshError &e) {
        say(FixCli::tr("Cannot connect: %1").arg(e.message));
        done(CommandLine::UsageError);
    });
    QObject::connect(&session, &FixSession::passwordNeeded, &loop,
                     [&] { answerPassword(p, profile, session); });
    // The session's own words first (connected before the ChangeRun, so said before what follows).
    QObject::connect(&session, &FixSession::finished, &loop,
                     [&](FixEngine::Outcome o, const QString &, const QString &message) {
                         say(message);
                         if (o == FixEngine::Outcome::Applied && session.lastChange().needsReboot &&
                             !session.rebootStarted() && p.isSet(opt("no-reboot")))
                             say(FixCli::tr("The change takes effect when the Pi restarts (sudo reboot)."));
                     });
    // The change to its end, with the restart wait when the Pi restarts (the window uses the same).
    ChangeRun change(&session, reconnectTo(target));
    if (p.isSet(opt("wait-minutes"))) { // checked in FixCommand::run
        const int minutes = p.value(opt("wait-minutes")).toInt();
        change.setBootWaitSetup([minutes](BootWait &w) { w.setTimes(minutes * 60, 5); });
    }
    QObject::connect(&change, &ChangeRun::progress, &loop, [](const QString &text) { say(text); });
    // Recorded and its id printed as soon as it is made, whatever a restart wait then shows.
    QObject::connect(&change, &ChangeRun::made, &loop, [&](const QString &id) {
        if (applied)
            applied(session, id);
    });
    QObject::connect(&change, &ChangeRun::ended, &loop, [&](const ChangeRun::Result &r) {
        if (!r.restarted) {
            done(exitFor(r.outcome, r.scriptStarted));
            return;
        }
        say(r.restartMessage);
        done(r.restart == BootWait::Result::Back ? CommandLine::Ok : CommandLine::NotConfirmed);
    });
    QObject::connect(&connection, &SshConnection::connected, &loop, [&] {
        if (gate)
            gate(connection, [&] { start(session, done); }, done);
        else
            start(session, done);
    });
    connection.connectToHost();
    loop.exec();
    return exitCode;
}

// --other-pi: the finding's plan made from the Pi's files as read now and nothing of the run's view
// of them (issue #34); the finding is still the run's, its evidence of those files is read again.
FixPlan planOnPiFilesOnly(const Run &run, const QString &findingId, const QMap<QString, QByteArray> &live,
                          QString *error)
{
    const Diagnosis d = Diagnosis::diagnose(run);
    const Finding *f = d.finding(findingId);
    if (!f) {
        if (error)
            *error = FixCli::tr("The run has no finding %1.").arg(findingId);
        return {};
    }
    QMap<QString, FileEdit> files;
    for (auto it = live.cbegin(); it != live.cend(); ++it) {
        FileEdit e;
        e.path = it.key();
        e.before = e.after = it.value();
        files.insert(it.key(), e);
    }
    // The rule's evidence (the lines a plan removes) read again from this Pi's files, not the run's.
    return Planner::planFor(FindingOnFiles::again(*f, d.input, live), d.input, files);
}

int applyOne(const QCommandLineParser &p, const Run &run, const QString &runPath, const QString &findingId,
             QString *appliedId = nullptr)
{
    const Diagnosis d = Diagnosis::diagnose(run);
    const Finding *finding = d.finding(findingId);
    if (!finding) {
        say(FixCli::tr("The run has no finding %1.").arg(findingId));
        return CommandLine::UsageError;
    }
    const FixPlan planned =
        Planner::planFor(*finding, d.input, Planner::filesOf(TextFacts::transcript(run.transcript())));
    out() << TerminalText::clean(planned.toText()) << Qt::flush;
    if (!planned.isApply()) {
        say(FixCli::tr("The app cannot make this change itself: follow the checklist above."));
        return CommandLine::UsageError;
    }
    if (!p.isSet(opt("yes"))) {
        say(FixCli::tr("Nothing was changed. To make this change, run the same command with --yes."));
        return CommandLine::UsageError;
    }
    Profile profile;
    if (!profileFor(p, &run, profile))
        return CommandLine::UsageError;
    // --yes is consent to the plan printed above. The session makes the plan again on the bytes the Pi
    // has now; when that is another change (the file changed, the run held only testparm's view, or
    // --other-pi planned only on the Pi's own files), it is printed and made only with --consent and
    // its code (docs/design.md, safety rule 13).
    const QString code = p.value(opt("consent")).trimmed().toLower();
    const bool otherPi = p.isSet(opt("other-pi"));
    const FixSession::Replanner replan = [&](const QMap<QString, QByteArray> &live, QString *error) {
        return otherPi ? planOnPiFilesOnly(run, findingId, live, error)
                       : FixSession::replanOnRun(run, findingId, live, error);
    };
    FixPlan sent = planned;
    if (otherPi) {
        say(FixCli::tr("--other-pi: the diff above is the run's; the change is planned again only on the Pi's own "
                       "files, and that plan is printed and made only with its --consent code."));
        // Not the run's view: the session compares nothing with it, the replan reads only the Pi.
        for (FileEdit &f : sent.files)
            f.basedOn = QStringLiteral("pi");
    }
    return withSession(
        p, profile, runsPiOnly(p, &run, true),
        [&](FixSession &session, const std::function<void(int)> &done) {
            QObject::connect(&session, &FixSession::newConsentNeeded, &session, [&, done](const FixPlan &live) {
                out() << FixCli::tr("The change on the Pi's files as they are now:") << '\n'
                      << TerminalText::clean(live.toText()) << Qt::flush;
                if (!code.isEmpty() && live.consentCode() == code) {
                    session.apply(live); // exactly these bytes, or refused
                    return;
                }
                say(FixCli::tr("Nothing was changed: the change on the Pi's files as they are now (above) is not the "
                               "one you agreed to. To make exactly this change, run: pinas-doctor fix RUNFILE --apply "
                               "%1 --yes --consent %2")
                        .arg(findingId, live.consentCode()));
                done(CommandLine::UsageError);
            });
            session.apply(sent, replan);
        },
        [&](FixSession &session, const QString &id) {
            recordInRunFile(runPath, [&](Run &r) {
                RunRecords::recordApplied(r, FixSession::changeEntry(session.lastChange(), id));
            });
            out() << id << '\n' << Qt::flush;
            if (appliedId)
                *appliedId = id;
        });
}

int undoOne(const QCommandLineParser &p, const Run *run, const QString &runPath, const QString &changeId)
{
    if (!ChangeId::isValid(changeId)) { // before any connection: the id names a folder root writes in
        say(FixCli::tr("\"%1\" is not a change id of Pi NAS Doctor (pinas-doctor fix --changes lists them). Nothing "
                       "was sent to the Pi.")
                .arg(changeId.left(ChangeId::kMaxLength)));
        return CommandLine::UsageError;
    }
    Profile profile;
    if (!profileFor(p, run, profile))
        return CommandLine::UsageError;
    if (!p.isSet(opt("yes"))) {
        say(FixCli::tr("Nothing was changed. To undo change %1, run the same command with --yes.").arg(changeId));
        return CommandLine::UsageError;
    }
    return withSession(
        p, profile, runsPiOnly(p, run, false),
        [&](FixSession &session, const std::function<void(int)> &) { session.undo(changeId); },
        [&](FixSession &, const QString &id) {
            recordInRunFile(runPath, [&](Run &r) { RunRecords::recordUndone(r, changeId, id); });
            out() << id << '\n' << Qt::flush;
        });
}

int listChanges(const QCommandLineParser &p, const Run *run)
{
    Profile profile;
    if (!profileFor(p, run, profile))
        return CommandLine::UsageError;
    return withSession(p, profile, runsPiOnly(p, run, false), [&](FixSession &session, const std::function<void(int)> &done) {
        QObject::connect(
            &session, &FixSession::changesListed, &session,
            [&, done](const QList<QJsonObject> &changes, const QString &error) {
                if (!error.isEmpty()) {
                    say(FixCli::tr("Cannot read the change log on the Pi: %1").arg(error));
                    done(CommandLine::UsageError);
                    return;
                }
                if (p.isSet(opt("json"))) {
                    QJsonArray a;
                    for (const QJsonObject &c : changes)
                        a.append(c);
                    out() << QJsonDocument(a).toJson(QJsonDocument::Indented) << Qt::flush;
                } else {
                    if (changes.isEmpty())
                        say(FixCli::tr("The app has made no change on this Pi."));
                    for (const QJsonObject &c : changes)
                        out() << TerminalText::clean(QStringLiteral("%1  %2  %3  %4  %5")
                                                         .arg(c.value(QStringLiteral("id")).toString(),
                                                              c.value(QStringLiteral("finding")).toString(),
                                                              c.value(QStringLiteral("when")).toString(),
                                                              c.value(QStringLiteral("from_pc")).toString(),
                                                              c.value(QStringLiteral("status")).toString()))
                              << '\n';
                    out() << Qt::flush;
                }
                done(CommandLine::Ok);
            },
            Qt::SingleShotConnection);
        session.listChanges();
    });
}

// `--measure-again`: for the change CHANGE_ID, or after `--apply` for the change it made (the run
// file has it recorded by then). A change in force that could not be measured is exit 3, not 2.
int measureAgain(const QCommandLineParser &p, const Run &run, const QString &runPath, const QString &changeId)
{
    if (p.isSet(opt("apply")) == !changeId.isEmpty()) {
        say(FixCli::tr("--measure-again goes with --apply FINDING_ID, or with a CHANGE_ID after RUNFILE."));
        return CommandLine::UsageError;
    }
    Profile profile;
    if (!profileFor(p, &run, profile))
        return CommandLine::UsageError;
    if (!changeId.isEmpty())
        return MeasureAgain::run(p, run, runPath, changeId, profile);
    QString applied;
    const int code = applyOne(p, run, runPath, p.value(opt("apply")), &applied);
    if (code != CommandLine::Ok || applied.isEmpty())
        return code;
    Result<Run> recorded = Run::load(runPath);
    const int measured = MeasureAgain::run(p, recorded ? recorded.value() : run, runPath, applied, profile);
    if (measured == CommandLine::UsageError) {
        say(FixCli::tr(
                "Change %1 is in force, but it could not be measured again. Try again with pinas-doctor fix "
                "RUNFILE --measure-again %1.")
                .arg(applied));
        return CommandLine::PartialRun;
    }
    return measured;
}

} // namespace

namespace FixCommand {

int run(const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(FixCli::tr("Plans, applies and undoes the fixes of a run's findings."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("RUNFILE"), FixCli::tr("A .pinasrun file."));
    p.addOptions({
        {opt("json"), FixCli::tr("Print the plans (or the change log) as JSON.")},
        {opt("apply"), FixCli::tr("Apply the fix of this finding (with --yes)."), opt("FINDING_ID")},
        {opt("undo"), FixCli::tr("Undo this change (with --yes)."), opt("CHANGE_ID")},
        {opt("changes"), FixCli::tr("List the changes the app made on the Pi.")},
        {opt("yes"), FixCli::tr("Consent: make the change without asking.")},
        {opt("consent"),
         FixCli::tr("With --apply and --yes: the code fix printed for the change on the Pi's files as they are now, "
                    "when it is not the run's plan; only that exact change is made."),
         opt("CODE")},
        {opt("command-limit"),
         FixCli::tr("How long each command the change runs on the Pi (a reload, a check) may take before the "
                    "change is rolled back, in seconds (default 90)."),
         opt("SECONDS")},
        {opt("commit-wait"),
         FixCli::tr("How long the Pi waits for this PC to confirm a change before it puts everything back by "
                    "itself, in seconds (default 60; longer on a slow or unsteady link)."),
         opt("SECONDS")},
        {opt("no-reboot"),
         FixCli::tr("For a change that needs a restart: make it, but leave the restart to you.")},
        {opt("wait-minutes"),
         FixCli::tr("How long to wait for the Pi to come back after a restart (default 5)."), opt("N")},
        {opt("sudo-password-stdin"),
         FixCli::tr("Read the Pi user's sudo password from the first line of stdin (when sudo needs one); "
                    "without it the password is asked on the terminal.")},
        {opt("other-pi"),
         FixCli::tr("Apply on a Pi that is not the run's (or a run that does not say which Pi it came from): "
                    "the change is planned again only on that Pi's own files.")},
        {opt("profile"), FixCli::tr("A saved profile to use."), opt("NAME")},
        {opt("host"), FixCli::tr("The Pi's host name or address."), opt("H")},
        {opt("port"), FixCli::tr("The SSH port (default 22)."), opt("P")},
        {opt("user"), FixCli::tr("The user to log in as."), opt("U")},
        {opt("identity"), FixCli::tr("A private key file to log in with."), opt("KEY")},
        {opt("known-hosts"), FixCli::tr("The known_hosts file to check the Pi's key against."), opt("FILE")},
        {opt("accept-new-host-key"),
         FixCli::tr("Trust a Pi seen for the first time (a changed key is always refused).")},
        // "Measure again" after a change (MeasureAgain), with `run`'s measuring options.
        {opt("measure-again"),
         FixCli::tr("Measure again the steps the change can move and print the before/after card: after "
                    "--apply, or for the change CHANGE_ID given after RUNFILE.")},
        {opt("output"), FixCli::tr("Where to write the run after the change (default: beside RUNFILE)."),
         opt("FILE")},
        {opt("remote-dir"),
         FixCli::tr("The directory on the Pi behind the share, where the disk test writes."), opt("DIR")},
        {opt("share"), FixCli::tr("The share as this PC mounts it."), opt("PATH")},
        {opt("preset"), FixCli::tr("quick (about 30 s of tests) or thorough."), opt("quick|thorough")},
        {opt("allow-local-share"),
         FixCli::tr(
             "Test the share folder even when it is on this PC's own disk (normally refused: it means the "
             "share is not mounted).")},
    });
    if (!p.parse(args))
        return CommandLine::refuseArguments(p.errorText());
    if (p.isSet(opt("help"))) {
        out() << p.helpText() << Qt::flush;
        return CommandLine::Ok;
    }
    if (p.isSet(opt("wait-minutes"))) {
        bool ok = false;
        const int minutes = p.value(opt("wait-minutes")).toInt(&ok);
        if (!ok || minutes < 1 || minutes > 120) {
            say(FixCli::tr("--wait-minutes takes a number from 1 to 120."));
            return CommandLine::UsageError;
        }
    }
    if (p.isSet(opt("command-limit"))) {
        bool ok = false;
        const int seconds = p.value(opt("command-limit")).toInt(&ok);
        if (!ok || seconds < 2 || seconds > 3600) {
            say(FixCli::tr("--command-limit takes a number of seconds from 2 to 3600."));
            return CommandLine::UsageError;
        }
    }
    if (p.isSet(opt("commit-wait"))) {
        bool ok = false;
        const int seconds = p.value(opt("commit-wait")).toInt(&ok);
        if (!ok || seconds < 5 || seconds > 600) {
            say(FixCli::tr("--commit-wait takes a number of seconds from 5 to 600."));
            return CommandLine::UsageError;
        }
    }
    QStringList files = p.positionalArguments();
    // `fix RUNFILE --measure-again CHANGE_ID`: the change id is the second word.
    const QString measureId =
        p.isSet(opt("measure-again")) && files.size() == 2 ? files.takeLast() : QString();
    std::optional<Run> run;
    if (files.size() > 1) {
        say(FixCli::tr("fix takes at most one RUNFILE."));
        return CommandLine::UsageError;
    }
    if (files.size() == 1) {
        Result<Run> loaded = Run::load(files.first());
        if (!loaded) {
            say(loaded.errorString());
            return CommandLine::UsageError;
        }
        run = loaded.value();
    }
    if (p.isSet(opt("changes")))
        return listChanges(p, run ? &*run : nullptr);
    if (p.isSet(opt("undo")))
        return undoOne(p, run ? &*run : nullptr, files.value(0), p.value(opt("undo")));
    if (!run) {
        say(FixCli::tr("fix needs a RUNFILE (or --undo CHANGE_ID or --changes)."));
        return CommandLine::UsageError;
    }
    if (p.isSet(opt("measure-again")))
        return measureAgain(p, *run, files.first(), measureId);
    if (p.isSet(opt("apply")))
        return applyOne(p, *run, files.first(), p.value(opt("apply")));
    const QList<FixPlan> plans = Planner::plansFor(*run);
    if (p.isSet(opt("json"))) {
        QJsonArray a;
        for (const FixPlan &plan : plans)
            a.append(plan.toJson());
        out() << QJsonDocument(QJsonObject{{QStringLiteral("plans"), a}}).toJson(QJsonDocument::Indented) << Qt::flush;
    } else {
        if (plans.isEmpty())
            out() << FixCli::tr("No findings: nothing to fix.") << '\n';
        for (const FixPlan &plan : plans)
            out() << TerminalText::clean(plan.toText()) << '\n';
        out() << Qt::flush;
    }
    return CommandLine::Ok;
}

} // namespace FixCommand
