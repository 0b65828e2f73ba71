// pinas-bench-job: one of the app's measurements, alone, for the bench/ scripts.
//
// It connects like `pinas-doctor run` does and runs the very job classes of a run with the
// preset's settings (RunPresets), so its figures are the app's figures for the same bytes and the
// same path. Each measurement is one JSON line on stdout:
//   {"kind":"pi-disk-write","bytes":…,"seconds":…,"mb_per_s":…,"method":"dd"}
// Jobs: disk (pi-disk-write then pi-disk-read of the same file), net-pi-to-pc, net-pc-to-pi,
// share (share-write, share-read, share-small-files), sampler (the Pi sampler for --seconds).
// Exit status 0 when every measurement has figures, 1 otherwise, 2 on bad usage or no connection.

#include "remote/jobs/networkjob.h"
#include "remote/jobs/presets.h"
#include "remote/jobs/remotediskjob.h"
#include "remote/jobs/samplerjob.h"
#include "remote/jobs/sharejob.h"
#include "remote/ssh/sshconnection.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <functional>

namespace {

QString opt(const char *name)
{
    return QString::fromLatin1(name);
}

void say(const QString &line)
{
    QTextStream(stderr) << line << '\n' << Qt::flush;
}

void print(const Measurement &m, const QJsonObject &extra = {})
{
    QJsonObject o = extra;
    o.insert(opt("kind"), m.kindKey());
    o.insert(opt("method"), m.method());
    if (m.hasFigures()) {
        o.insert(opt("bytes"), double(m.bytes()));
        o.insert(opt("seconds"), m.seconds());
        o.insert(opt("mb_per_s"), m.mbPerSecond());
        if (m.stop())
            o.insert(opt("stop"), TestStops::key(*m.stop()));
    } else {
        o.insert(opt("error"), m.error());
    }
    QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n' << Qt::flush;
}

// Runs the jobs one after the other on the connection, then quits the application.
class Bench : public QObject
{
public:
    Bench(SshConnection *connection, const QCommandLineParser &args)
        : m_connection(connection), m_job(args.value(opt("job"))), m_remoteDir(args.value(opt("remote-dir"))),
          m_shareDir(args.value(opt("share-dir"))), m_seconds(args.value(opt("seconds")).toDouble()),
          m_preset(RunPresets::settings(args.value(opt("preset")) != QLatin1String("thorough")))
    {
    }

    void start()
    {
        if (m_job == QLatin1String("disk"))
            disk(RemoteDiskJob::Mode::Write, RemoteDiskJob::newFileName());
        else if (m_job == QLatin1String("net-pi-to-pc"))
            net(NetworkJob::Direction::PiToPc);
        else if (m_job == QLatin1String("net-pc-to-pi"))
            net(NetworkJob::Direction::PcToPi);
        else if (m_job == QLatin1String("share"))
            share();
        else if (m_job == QLatin1String("sampler"))
            sampler();
        else
            done(2);
    }

private:
    void done(int code)
    {
        if (m_failed && code == 0)
            code = 1;
        QCoreApplication::exit(code);
    }

    void disk(RemoteDiskJob::Mode mode, const QString &file)
    {
        RemoteDiskJob::Params p;
        p.mode = mode;
        p.remoteDir = m_remoteDir;
        p.fileName = file;
        p.minBytes = m_preset.diskMinBytes;
        p.maxBytes = m_preset.diskMaxBytes;
        p.maxSeconds = m_preset.diskMaxSeconds;
        p.stability = m_preset.stability;
        p.keepFile = mode == RemoteDiskJob::Mode::Write;
        auto *job = new RemoteDiskJob(m_connection, p, this);
        connect(job, &Job::finished, this, [this, job, mode, file] {
            print(job->measurement(), {{opt("cache_bypass"), job->cacheBypass()}, {opt("file"), file}});
            m_failed |= !job->measurement().hasFigures();
            if (mode == RemoteDiskJob::Mode::Write && job->outcome() == Job::Outcome::Ok)
                disk(RemoteDiskJob::Mode::Read, file);
            else
                done(0);
        });
        job->start();
    }

    void net(NetworkJob::Direction direction)
    {
        NetworkJob::Params p;
        p.direction = direction;
        p.piHost = m_connection->peerHost();
        p.minBytes = m_preset.netMinBytes;
        p.maxSeconds = m_preset.netMaxSeconds;
        p.stability = m_preset.stability;
        auto *job = new NetworkJob(m_connection, p, this);
        connect(job, &Job::finished, this, [this, job] {
            print(job->measurement());
            m_failed |= !job->measurement().hasFigures();
            done(0);
        });
        job->start();
    }

    void share()
    {
        ShareJob::Params p;
        p.sharePath = m_shareDir;
        p.settings = m_preset.share;
        p.allowLocalFolder = true; // the bench compares with fio on the same folder, whatever it is
        auto *job = new ShareJob(p, this);
        connect(job, &ShareJob::testFinished, this, [this](const Measurement &m) {
            QJsonObject extra;
            if (m.fileCount() > 0)
                extra.insert(opt("files"), m.fileCount());
            print(m, extra);
            m_failed |= !m.hasFigures();
        });
        connect(job, &Job::finished, this, [this] { done(0); });
        job->start();
    }

    // The sampler alone, for bench/sampler-cpu: it prints the number of samples it received.
    void sampler()
    {
        auto *job = new SamplerJob(m_connection, SamplerJob::Params{}, this);
        job->start();
        say(opt("sampler started"));
        QTimer::singleShot(int(m_seconds * 1000), this, [this, job] {
            const qsizetype n = job->samples().size();
            job->stop();
            const QJsonObject o{
                {opt("kind"), opt("sampler")}, {opt("samples"), double(n)}, {opt("seconds"), m_seconds}};
            QTextStream(stdout) << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n' << Qt::flush;
            m_failed |= n == 0;
            done(0);
        });
    }

    SshConnection *m_connection;
    QString m_job;
    QString m_remoteDir;
    QString m_shareDir;
    double m_seconds;
    RunPresets::Settings m_preset;
    bool m_failed = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser p;
    p.setApplicationDescription(opt("Runs one of Pi NAS Doctor's measurements and prints it as JSON lines."));
    p.addHelpOption();
    p.addOptions({
        {opt("host"), opt("SSH host (default 127.0.0.1)."), opt("H"), opt("127.0.0.1")},
        {opt("port"), opt("SSH port."), opt("P"), opt("22")},
        {opt("user"), opt("SSH user."), opt("U")},
        {opt("identity"), opt("Private key file."), opt("KEY")},
        {opt("known-hosts"), opt("known_hosts for the app (default: a throwaway one, any new key trusted)."),
         opt("FILE")},
        {opt("job"), opt("disk | net-pi-to-pc | net-pc-to-pi | share | sampler"), opt("JOB")},
        {opt("remote-dir"), opt("Directory on the Pi for the disk test."), opt("DIR")},
        {opt("share-dir"), opt("The share as this PC mounts it."), opt("DIR")},
        {opt("preset"), opt("quick (default) or thorough."), opt("NAME"), opt("quick")},
        {opt("seconds"), opt("How long the sampler runs."), opt("S"), opt("60")},
    });
    p.process(app);
    const QString job = p.value(opt("job"));
    const bool needsDir = job == QLatin1String("disk");
    const bool needsShare = job == QLatin1String("share");
    if (job.isEmpty() || p.value(opt("user")).isEmpty() ||
        (needsDir && p.value(opt("remote-dir")).isEmpty()) ||
        (needsShare && p.value(opt("share-dir")).isEmpty())) {
        say(p.helpText());
        return 2;
    }

    QTemporaryDir scratch;
    SshTarget target;
    target.host = p.value(opt("host"));
    target.port = p.value(opt("port")).toInt();
    target.user = p.value(opt("user"));
    target.keyPath = p.value(opt("identity"));
    target.authMethod =
        target.keyPath.isEmpty() ? SshTarget::AuthMethod::Auto : SshTarget::AuthMethod::KeyFile;
    target.agentSocket = opt("none");
    target.appKnownHostsPath = p.isSet(opt("known-hosts"))
                                   ? p.value(opt("known-hosts"))
                                   : QDir(scratch.path()).filePath(opt("known_hosts"));
    target.acceptNewHostKey = !p.isSet(opt("known-hosts"));

    SshConnection connection(target, nullptr);
    Bench bench(&connection, p);
    QObject::connect(&connection, &SshConnection::connectionFailed, &app, [](const SshError &e) {
        say(opt("cannot connect: ") + e.message + QLatin1Char(' ') + e.detail);
        QCoreApplication::exit(2);
    });
    QObject::connect(&connection, &SshConnection::connected, &bench, [&bench] { bench.start(); });
    connection.connectToHost();
    const int rc = app.exec();
    connection.disconnectFromHost();
    return rc;
}
