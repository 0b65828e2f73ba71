#include "app/cli/fixcommand.h"

#include "app/cli/commandline.h"
#include "app/cli/passwordprompt.h"
#include "app/cli/terminaltext.h"
#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"
#include "core/probe/textfacts.h"
#include "core/store/profilestore.h"
#include "core/treatment/planner.h"
#include "remote/ssh/profiletarget.h"
#include "remote/ssh/sshconnection.h"
#include "remote/treatment/fixengine.h"

#include <QCommandLineParser>
#include <algorithm>
#include <functional>
#include <optional>
#include <QCoreApplication>
#include <QDateTime>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTextStream>

namespace {

struct FixCli
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

void say(const QString &line)
{
    static QTextStream s(stderr);
    s << TerminalText::clean(line) << '\n' << Qt::flush;
}

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

// A run's file text and a fresh read of the same file agree when they show the same lines (a run
// keeps the lines, not the last line end or CRs).
QByteArray normalised(QByteArray text)
{
    text.replace("\r\n", "\n");
    while (text.endsWith('\n'))
        text.chop(1);
    return text;
}

// The run file keeps the changes made after it (key "changes", docs/design.md "Run file"): the
// report, the PDF and History then show them with the run they came from.
void recordInRunFile(const QString &runPath, const std::function<void(QJsonArray &)> &edit)
{
    if (runPath.isEmpty())
        return;
    Result<Run> loaded = Run::load(runPath);
    if (!loaded)
        return;
    QJsonObject o = loaded.value().toJson();
    QJsonArray changes = o.value(QStringLiteral("changes")).toArray();
    edit(changes);
    o.insert(QStringLiteral("changes"), changes);
    Result<Run> updated = Run::fromJson(o);
    const Result<void> saved = updated ? updated.value().save(runPath) : Result<void>::failure(updated.errorString());
    if (!saved)
        say(FixCli::tr("The change is made, but the run file could not record it: %1").arg(saved.errorString()));
}

int exitFor(FixEngine::Outcome o)
{
    switch (o) {
    case FixEngine::Outcome::Applied:
        return CommandLine::Ok;
    case FixEngine::Outcome::Refused:
        return CommandLine::UsageError;
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
        profile = Profile::fromJson(run->profile());
        profile.port = profile.port > 0 ? profile.port : 22;
    }
    if (p.isSet(opt("host")))
        profile.host = p.value(opt("host"));
    if (p.isSet(opt("user")))
        profile.user = p.value(opt("user"));
    if (profile.port <= 0)
        profile.port = 22;
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
    if (profile.host.isEmpty() || profile.user.isEmpty()) {
        say(FixCli::tr("fix needs --profile NAME, or --host H and --user U (or a run file that names them)."));
        return false;
    }
    return true;
}

// Connects, then hands the engine to `work`, which calls done(exit code) when finished.
int withEngine(const QCommandLineParser &p, const Profile &profile,
               const std::function<void(FixEngine &, const std::function<void(int)> &)> &work)
{
    SshTarget target = sshTargetFromProfile(profile, p.isSet(opt("known-hosts")) ? p.value(opt("known-hosts"))
                                                                                 : appKnownHostsPath());
    target.acceptNewHostKey = p.isSet(opt("accept-new-host-key"));
    target.applyUserDefaults();
    SshConnection connection(target, nullptr); // headless: nothing is ever asked
    FixEngine engine(&connection);
    QEventLoop loop;
    int exitCode = CommandLine::UsageError;
    auto done = [&](int code) {
        exitCode = code;
        loop.quit();
    };
    QObject::connect(&connection, &SshConnection::connectionFailed, &loop, [&](const SshError &e) {
        say(FixCli::tr("Cannot connect: %1").arg(e.message));
        done(CommandLine::UsageError);
    });
    QObject::connect(&connection, &SshConnection::connected, &loop, [&] {
        QObject::connect(
            &engine, &FixEngine::privilegeKnown, &loop,
            [&](bool root, bool sudo, const QString &error) {
                if (!error.isEmpty()) {
                    say(error);
                    done(CommandLine::UsageError);
                    return;
                }
                if (root || sudo || !engine.sudoAsksPassword()) {
                    work(engine, done);
                    return;
                }
                // sudo wants a password: from the terminal (no echo) or from stdin,
                // held in memory for this one change and sent only on sudo's stdin.
                std::optional<QByteArray> password;
                if (p.isSet(opt("sudo-password-stdin")))
                    password = PasswordPrompt::readLine(QString());
                else if (PasswordPrompt::stdinIsTerminal())
                    password = PasswordPrompt::readLine(
                        FixCli::tr("sudo password for %1 on the Pi (for this change only, never stored): ")
                            .arg(profile.user));
                if (!password || password->isEmpty()) {
                    say(FixCli::tr("Nothing was changed: sudo on the Pi needs a password. Type it when "
                                   "asked, or pass it with --sudo-password-stdin."));
                    done(CommandLine::UsageError);
                    return;
                }
                QObject::connect(
                    &engine, &FixEngine::passwordChecked, &loop,
                    [&](bool accepted, const QString &why) {
                        if (!accepted) {
                            say(FixCli::tr("sudo refused the password: nothing was "
                                           "changed (%1).")
                                    .arg(why));
                            done(CommandLine::UsageError);
                            return;
                        }
                        work(engine, done);
                    },
                    Qt::SingleShotConnection);
                engine.usePassword(*password);
                password->fill('\0');
            },
            Qt::SingleShotConnection);
        engine.checkPrivilege();
    });
    connection.connectToHost();
    loop.exec();
    return exitCode;
}

int applyOne(const QCommandLineParser &p, const Run &run, const QString &runPath, const QString &findingId)
{
    const Diagnosis d = Diagnosis::diagnose(run);
    const Finding *finding = d.finding(findingId);
    if (!finding) {
        say(FixCli::tr("The run has no finding %1.").arg(findingId));
        return CommandLine::UsageError;
    }
    const QMap<QString, FileEdit> runFiles = Planner::filesOf(TextFacts::transcript(run.transcript()));
    const FixPlan planned = Planner::planFor(*finding, d.input, runFiles);
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
    return withEngine(p, profile, [&](FixEngine &engine, const std::function<void(int)> &done) {
        QStringList paths;
        for (const FileEdit &f : planned.files)
            paths << f.path;
        QObject::connect(&engine, &FixEngine::filesRead, &engine,
                         [&, done](const QMap<QString, QByteArray> &live, const QString &error) {
            if (!error.isEmpty()) {
                say(FixCli::tr("Cannot read the files on the Pi: %1").arg(error));
                done(CommandLine::UsageError);
                return;
            }
            // The plan again, on the bytes the Pi has now; refused when they are not what the run saw.
            QMap<QString, FileEdit> files = runFiles;
            for (const FileEdit &f : planned.files) {
                if (!live.contains(f.path)) {
                    say(FixCli::tr("%1 is no longer on the Pi. Nothing was changed.").arg(f.path));
                    done(CommandLine::UsageError);
                    return;
                }
                if (f.basedOn == u"file" && normalised(live.value(f.path)) != normalised(f.before)) {
                    say(FixCli::tr("%1 changed since this run: nothing was changed. Run the diagnosis again and "
                                   "plan on the new file.").arg(f.path));
                    done(CommandLine::UsageError);
                    return;
                }
                FileEdit now = files.value(f.path);
                now.before = now.after = live.value(f.path);
                now.basedOn = QStringLiteral("file");
                files.insert(f.path, now);
            }
            const FixPlan plan = Planner::planFor(*finding, d.input, files);
            if (!plan.isApply()) {
                say(FixCli::tr("On the Pi's file as it is now there is nothing to change. Nothing was changed."));
                done(CommandLine::UsageError);
                return;
            }
            for (const FileEdit &f : planned.files)
                if (f.basedOn != u"file") // shown on testparm's view: show the real diff now
                    for (const FileEdit &g : plan.files)
                        if (g.path == f.path)
                            out() << TerminalText::clean(g.diff()) << Qt::flush;
            const ChangeSpec change = ChangeSpec::fromPlan(
                plan, QDateTime::currentDateTimeUtc(), QSysInfo::machineHostName(),
                QString::number(QRandomGenerator::global()->bounded(0x10000u), 16).rightJustified(4, u'0'));
            QObject::connect(&engine, &FixEngine::progress, &engine,
                             [](const QString &stage) { say(FixCli::tr("    %1").arg(stage)); });
            QObject::connect(&engine, &FixEngine::finished, &engine,
                             [done, runPath, change](FixEngine::Outcome o, const QString &id, const QString &message) {
                                 say(message);
                                 if (o == FixEngine::Outcome::Applied) {
                                     recordInRunFile(runPath, [&](QJsonArray &changes) {
                                         changes.append(QJsonObject{
                                             {QStringLiteral("id"), id},
                                             {QStringLiteral("finding"), change.finding},
                                             {QStringLiteral("when"), change.when.toString(Qt::ISODate)},
                                             {QStringLiteral("from_pc"), change.fromPc},
                                             {QStringLiteral("status"), QStringLiteral("applied")}});
                                     });
                                     out() << id << '\n' << Qt::flush;
                                 }
                                 done(exitFor(o));
                             });
            say(FixCli::tr("Applying %1 as change %2…").arg(plan.finding, change.id));
            engine.apply(change);
        }, Qt::SingleShotConnection);
        engine.readFiles(paths);
    });
}

int undoOne(const QCommandLineParser &p, const Run *run, const QString &runPath, const QString &changeId)
{
    Profile profile;
    if (!profileFor(p, run, profile))
        return CommandLine::UsageError;
    if (!p.isSet(opt("yes"))) {
        say(FixCli::tr("Nothing was changed. To undo change %1, run the same command with --yes.").arg(changeId));
        return CommandLine::UsageError;
    }
    return withEngine(p, profile, [&](FixEngine &engine, const std::function<void(int)> &done) {
        QObject::connect(&engine, &FixEngine::backupsFetched, &engine,
                         [&, done](const QJsonObject &manifest, const QMap<QString, QByteArray> &backups,
                                   const QString &error) {
            if (!error.isEmpty() || manifest.isEmpty()) {
                say(FixCli::tr("No change %1 on this Pi: %2").arg(changeId, error));
                done(CommandLine::UsageError);
                return;
            }
            if (manifest.value(QStringLiteral("status")).toString() != u"applied") {
                say(FixCli::tr("Change %1 is not in force (%2): nothing to undo.")
                        .arg(changeId, manifest.value(QStringLiteral("status")).toString()));
                done(CommandLine::UsageError);
                return;
            }
            QStringList paths;
            for (const QJsonValue &v : manifest.value(QStringLiteral("files")).toArray())
                paths << v.toObject().value(QStringLiteral("path")).toString();
            QObject::connect(&engine, &FixEngine::filesRead, &engine,
                             [&, done, manifest, backups](const QMap<QString, QByteArray> &live, const QString &readError) {
                if (!readError.isEmpty()) {
                    say(readError);
                    done(CommandLine::UsageError);
                    return;
                }
                ChangeSpec undo;
                undo.finding = manifest.value(QStringLiteral("finding")).toString();
                undo.undoOf = changeId;
                undo.when = QDateTime::currentDateTimeUtc();
                undo.id = undo.when.toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'")) + QStringLiteral("-undo-") +
                          QString::number(QRandomGenerator::global()->bounded(0x10000u), 16).rightJustified(4, u'0');
                undo.fromPc = QSysInfo::machineHostName();
                for (const QJsonValue &v : manifest.value(QStringLiteral("reload")).toArray())
                    undo.reload << v.toString();
                undo.verify = manifest.value(QStringLiteral("verify")).toString();
                undo.precheck = manifest.value(QStringLiteral("precheck")).toString();
                undo.service = manifest.value(QStringLiteral("service")).toString();
                for (const QJsonValue &v : manifest.value(QStringLiteral("files")).toArray()) {
                    const QJsonObject f = v.toObject();
                    const QString path = f.value(QStringLiteral("path")).toString();
                    if (ChangeScript::sha256Hex(live.value(path)) != f.value(QStringLiteral("sha256_after")).toString()) {
                        // Appended, not concatenated inside arg(): mingw's GCC 12 misreads the
                        // QStringBuilder there (-Warray-bounds on QString::_empty).
                        QString backup = ChangeSpec::defaultBackupRoot();
                        backup += u'/';
                        backup += changeId;
                        say(FixCli::tr("%1 changed since change %2: nothing was changed. Its backup is in %3 on the Pi.")
                                .arg(path, changeId, backup));
                        done(CommandLine::UsageError);
                        return;
                    }
                    FileEdit e;
                    e.path = path;
                    e.before = live.value(path);
                    e.after = backups.value(f.value(QStringLiteral("backup")).toString());
                    undo.files << e;
                }
                for (const QJsonValue &v : manifest.value(QStringLiteral("runtime")).toArray()) {
                    const QJsonObject w = v.toObject();
                    const QList<QByteArray> lines = backups.value(w.value(QStringLiteral("backup")).toString()).split('\n');
                    for (const QByteArray &line : lines) {
                        const qsizetype tab = line.indexOf('\t');
                        if (tab > 0 && tab + 1 < line.size())
                            undo.runtime << RuntimeWrite{QString::fromUtf8(line.left(tab)),
                                                         w.value(QStringLiteral("value")).toString(),
                                                         QString::fromUtf8(line.mid(tab + 1))};
                    }
                }
                // The values go back in the reverse order they were written.
                std::reverse(undo.runtime.begin(), undo.runtime.end());
                QObject::connect(&engine, &FixEngine::finished, &engine,
                                 [done, runPath, changeId](FixEngine::Outcome o, const QString &id, const QString &message) {
                                     say(message);
                                     if (o == FixEngine::Outcome::Applied) {
                                         recordInRunFile(runPath, [&](QJsonArray &changes) {
                                             for (qsizetype i = 0; i < changes.size(); ++i) {
                                                 QJsonObject c = changes.at(i).toObject();
                                                 if (c.value(QStringLiteral("id")).toString() == changeId) {
                                                     c.insert(QStringLiteral("status"), QString(QStringLiteral("undone by ") + id));
                                                     changes.replace(i, c);
                                                 }
                                             }
                                         });
                                         out() << id << '\n' << Qt::flush;
                                     }
                                     done(exitFor(o));
                                 });
                say(FixCli::tr("Undoing %1 as change %2…").arg(changeId, undo.id));
                engine.apply(undo);
            }, Qt::SingleShotConnection);
            engine.readFiles(paths);
        }, Qt::SingleShotConnection);
        engine.fetchBackups(changeId);
    });
}

int listChanges(const QCommandLineParser &p, const Run *run)
{
    Profile profile;
    if (!profileFor(p, run, profile))
        return CommandLine::UsageError;
    return withEngine(p, profile, [&](FixEngine &engine, const std::function<void(int)> &done) {
        QObject::connect(&engine, &FixEngine::changesListed, &engine,
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
        }, Qt::SingleShotConnection);
        engine.listChanges();
    });
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
        {opt("sudo-password-stdin"),
         FixCli::tr("Read the Pi user's sudo password from the first line of stdin (when sudo needs one); "
                    "without it the password is asked on the terminal.")},
        {opt("profile"), FixCli::tr("A saved profile to use."), opt("NAME")},
        {opt("host"), FixCli::tr("The Pi's host name or address."), opt("H")},
        {opt("port"), FixCli::tr("The SSH port (default 22)."), opt("P")},
        {opt("user"), FixCli::tr("The user to log in as."), opt("U")},
        {opt("identity"), FixCli::tr("A private key file to log in with."), opt("KEY")},
        {opt("known-hosts"), FixCli::tr("The known_hosts file to check the Pi's key against."), opt("FILE")},
        {opt("accept-new-host-key"),
         FixCli::tr("Trust a Pi seen for the first time (a changed key is always refused).")},
    });
    if (!p.parse(args)) {
        say(p.errorText());
        return CommandLine::UsageError;
    }
    if (p.isSet(opt("help"))) {
        out() << p.helpText() << Qt::flush;
        return CommandLine::Ok;
    }
    const QStringList files = p.positionalArguments();
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
