#include "testbed.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QThread>

#include <unistd.h>

namespace {
QString s(const char *text)
{
    return QString::fromUtf8(text);
}
} // namespace

double TestBed::DoctorRun::mbPerSecond(const QString &kind) const
{
    double best = -1;
    for (const QJsonValue v : analysis.value(s("measurements")).toArray()) {
        const QJsonObject m = v.toObject();
        if (m.value(s("kind")).toString() == kind)
            best = std::max(best, m.value(s("mb_per_s")).toDouble(-1));
    }
    return best;
}

QString TestBed::DoctorRun::bottleneck() const
{
    return analysis.value(s("bottleneck")).toString();
}

bool TestBed::DoctorRun::hasFinding(const QString &id) const
{
    for (const QJsonValue v : analysis.value(s("findings")).toArray())
        if (v.toObject().value(s("id")).toString() == id)
            return true;
    return false;
}

TestBed::TestBed() = default;

TestBed::~TestBed()
{
    down();
}

QString TestBed::doctor()
{
    return s(PINAS_DOCTOR_BIN);
}

QString TestBed::script()
{
    return s(PINAS_SOURCE_DIR "/tests/testbed/bed");
}

QString TestBed::unavailableReason()
{
    if (geteuid() != 0)
        return s("the test bed needs root (network namespaces, tc, cgroups); run it as root, as CI does");
    QProcess p;
    p.start(script(), {s("check")});
    if (!p.waitForFinished(60000))
        return s("bed check did not finish");
    if (p.exitCode() != 0)
        return QString::fromLocal8Bit(p.readAllStandardError()).trimmed();
    return {};
}

QString TestBed::up(const QStringList &specs)
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    // The bed's watchdog removes everything once this process is gone, even after a SIGKILL.
    e.insert(s("BED_OWNER_PID"), QString::number(getpid()));
    p.setProcessEnvironment(e);
    p.start(script(), QStringList{s("up")} + specs);
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        return s("bed up did not finish in 5 minutes");
    }
    const QString err = QString::fromLocal8Bit(p.readAllStandardError());
    if (p.exitCode() != 0)
        return s("bed up failed: ") + err;
    m_envFile = QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
    QFile f(m_envFile);
    if (!f.open(QIODevice::ReadOnly))
        return s("no env file at ") + m_envFile;
    for (const QByteArray &line : f.readAll().split('\n')) {
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            m_env.insert(QString::fromUtf8(line.left(eq)),
                         QString::fromUtf8(line.mid(eq + 1)).remove(QLatin1Char('"')));
    }
    qInfo().noquote() << err.trimmed();
    return {};
}

void TestBed::down()
{
    if (m_envFile.isEmpty())
        return;
    bed({s("down"), m_envFile});
    m_envFile.clear();
    m_env.clear();
}

TestBed::Host TestBed::host(const QString &name) const
{
    auto v = [&](const char *key) { return m_env.value(s("HOST_%1_%2").arg(name, s(key))); };
    Host h;
    h.name = name;
    h.ns = v("NS");
    h.ip = v("IP");
    h.port = v("PORT").toInt();
    h.user = v("USER");
    h.key = v("KEY");
    h.dir = v("DIR");
    h.share = v("SHARE");
    h.shareKind = v("SHARE_KIND");
    h.pcInterface = v("PC_IF");
    h.rateBitsPerSecond = v("RATE_BPS").toDouble();
    h.pcRateBitsPerSecond = v("PC_RATE_BPS").isEmpty() ? h.rateBitsPerSecond : v("PC_RATE_BPS").toDouble();
    h.switchNs = v("SWITCH_NS");
    return h;
}

int TestBed::bed(const QStringList &args, QString *output, int timeoutMs) const
{
    QProcess p;
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
    e.insert(s("BED_ENV"), m_envFile);
    p.setProcessEnvironment(e);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(script(), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
    }
    if (output)
        *output = QString::fromLocal8Bit(p.readAll());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

QStringList TestBed::inPc(const QStringList &command) const
{
    return QStringList{s("nsenter"), s("--net=/run/netns/") + pcNamespace()} + command;
}

TestBed::DoctorRun TestBed::runDoctor(const Host &host, const QString &outFile, int timeoutMs,
                                      const std::function<void(const QString &, QProcess &)> &onLog,
                                      bool pcSysfs) const
{
    const QStringList args = {s("run"), s("--host"), host.ip, s("--port"), QString::number(host.port),
                              s("--user"), host.user, s("--identity"), host.key, s("--remote-dir"), host.dir,
                              s("--share"), host.share, s("--known-hosts"), knownHosts() + s(".app"),
                              s("--accept-new-host-key"), s("--label"), host.name, s("--out"), outFile};
    // `ip netns exec` does the same for its sysfs, but also remounts more than the app needs.
    QStringList wrapper;
    if (pcSysfs)
        wrapper = QStringList{s("unshare"), s("--mount"), s("--propagation"), s("slave"), s("sh"), s("-c"),
                              s("mount -t sysfs sysfs /sys && exec \"$@\""), s("pc-sysfs")};
    return runDoctorCommand(args, outFile, timeoutMs, onLog, wrapper);
}

TestBed::DoctorRun TestBed::runDoctorCommand(const QStringList &appArgs, const QString &outFile, int timeoutMs,
                                             const std::function<void(const QString &, QProcess &)> &onLog,
                                             const QStringList &wrapper) const
{
    DoctorRun r;
    r.outFile = outFile;
    QFile::remove(outFile);
    const QStringList cmd = inPc(wrapper + QStringList{doctor()} + appArgs);
    QProcess app;
    app.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer clock;
    clock.start();
    app.start(cmd.first(), cmd.mid(1));
    if (!app.waitForStarted(10000)) {
        r.log = app.errorString();
        return r;
    }
    QByteArray pending;
    while (app.state() != QProcess::NotRunning && clock.elapsed() < timeoutMs) {
        app.waitForReadyRead(100);
        pending += app.readAllStandardError();
        app.readAllStandardOutput();
        qsizetype nl;
        while ((nl = pending.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(pending.left(nl));
            pending.remove(0, nl + 1);
            r.log += line + QLatin1Char('\n');
            if (onLog)
                onLog(line, app);
        }
    }
    if (app.state() != QProcess::NotRunning) {
        r.log += s("[test bed: the app did not finish in time; killed]\n");
        app.kill();
    }
    app.waitForFinished(10000);
    r.log += QString::fromUtf8(pending + app.readAllStandardError());
    r.seconds = clock.elapsed() / 1000.0;
    r.exitCode = app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1;
    if (QFile::exists(outFile)) {
        QProcess analyze; // reads a file: no network, runs where it likes
        analyze.start(doctor(), {s("analyze"), outFile, s("--json"), s("--lang"), s("en")});
        analyze.waitForFinished(60000);
        r.analysis = QJsonDocument::fromJson(analyze.readAllStandardOutput()).object();
    }
    return r;
}

QStringList TestBed::leftovers(const QString &dir)
{
    return QDir(dir).entryList({s(".pinas-doctor-*.tmp")},
                               QDir::Files | QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
}
