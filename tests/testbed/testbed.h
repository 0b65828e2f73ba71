#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <functional>

// The test bed (tests/testbed/bed) seen from C++: brings the simulated NAS hosts up, reads the env
// file `bed up` writes, runs the app headless inside the pc namespace and reads its verdict. The
// bed removes itself in the destructor, and its watchdog does it if this process is killed.
class TestBed
{
public:
    struct Host
    {
        QString name, ns, ip, user, key, dir, share, shareKind, pcInterface;
        QString switchNs; // the bridge between the PC's and the Pi's links (pclink=), else empty
        int port = 22;
        double rateBitsPerSecond = 0;   // the Pi's link
        double pcRateBitsPerSecond = 0; // the PC's link: the same, unless pclink= set another
        // Payload a TCP stream carries through the shaped link: 1448 bytes per 1538 on the wire
        // (1500-byte MTU with timestamps, plus Ethernet's 38 bytes of framing), in MB/s.
        double tcpCeilingMbPerSecond() const { return rateBitsPerSecond / 8 * 1448 / 1538 / 1e6; }
        // The same for the whole path, PC to Pi: its slower link.
        double pathTcpCeilingMbPerSecond() const
        {
            return std::min(rateBitsPerSecond, pcRateBitsPerSecond) / 8 * 1448 / 1538 / 1e6;
        }
    };

    struct DoctorRun
    {
        int exitCode = -1;
        double seconds = 0;
        QString log;      // the app's stderr: progress, step errors
        QString outFile;  // the run file
        QJsonObject analysis; // `analyze --json` of it; empty when there was no file
        double mbPerSecond(const QString &kind) const;
        QString bottleneck() const;
        bool hasFinding(const QString &id) const;
    };

    TestBed();
    ~TestBed();

    // Empty on success, else why the bed cannot run here (the test skips with it).
    static QString unavailableReason();
    // Brings the hosts up (specs as for `bed up`). Empty on success, else the error.
    QString up(const QStringList &specs);
    void down();

    Host host(const QString &name) const;
    QString pcNamespace() const { return m_env.value(QStringLiteral("BED_PC_NS")); }
    QString knownHosts() const { return m_env.value(QStringLiteral("BED_KNOWN_HOSTS")); }
    QString dir() const { return m_env.value(QStringLiteral("BED_DIR")); }
    QString env(const QString &key) const { return m_env.value(key); }

    // Runs the bed script (`bed ARGS`) with this bed's env file; returns its exit code.
    int bed(const QStringList &args, QString *output = nullptr, int timeoutMs = 60000) const;
    // `pinas-doctor run` against a host from the pc namespace, then `analyze --json`. While it
    // runs, onLog sees each new line of its stderr (for fault injection at a given step).
    // With pcSysfs the app also gets a sysfs of the pc namespace (a mount namespace of its own, a
    // copy of this one: it still sees the shares), so it reads the PC's interface in
    // /sys/class/net as on a real PC; without it, /sys shows this machine's interfaces.
    DoctorRun runDoctor(const Host &host, const QString &outFile, int timeoutMs = 240000,
                        const std::function<void(const QString &line, QProcess &app)> &onLog = {},
                        bool pcSysfs = false) const;
    // The same for any command line of the app's (run with its own options) inside the pc
    // namespace; wrapper goes between nsenter and the app (e.g. unshare … sh -c …).
    DoctorRun runDoctorCommand(const QStringList &appArgs, const QString &outFile, int timeoutMs = 240000,
                               const std::function<void(const QString &line, QProcess &app)> &onLog = {},
                               const QStringList &wrapper = {}) const;
    // A command in the pc namespace's network, this mount namespace (sees the FUSE shares).
    QStringList inPc(const QStringList &command) const;

    // The app's temp files (".pinas-doctor-*.tmp") in a directory.
    static QStringList leftovers(const QString &dir);

    static QString doctor();
    static QString script();

private:
    QString m_envFile;
    QHash<QString, QString> m_env;
};
