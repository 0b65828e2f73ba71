// A probe that fails after printing (issue 27): it floods, times out, loses the connection, exits
// with an error or is cancelled after the process list and the kernel log were printed. What the
// job hands on to the run (its transcript) is minimised on every path: no other job's command line
// and no kernel command line beyond the tokens the facts read. The "Pi" here is a runner that
// prints a fixed transcript framed with the token the job sent on the script's stdin, then ends the
// command the way a row says.
#include "core/model/run.h"
#include "remote/jobs/probejob.h"
#include "remote/ssh/commandrunner.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace {

const QByteArray kSecrets[] = {"--secret-token=hunter2", "id_pinas_privacy", "bcm2708.serial=0xdeadbeef",
                               "smsc95xx.macaddr=B8:27:EB:12:34:56", "BOOT_IMAGE=/vmlinuz-secret"};

// A runner whose one command prints `output(token)` and then ends with `end` (or is cancelled).
class PrintingRunner : public CommandRunner
{
public:
    enum class End
    {
        Exit,
        Timeout,
        LostConnection,
        TooMuchOutput,
        Cancel,
    };

    PrintingRunner(End end, QObject *parent = nullptr) : CommandRunner(parent), m_end(end) {}

    RemoteCommand *run(const QString &command, const CommandOptions &options) override
    {
        m_commandLine = command;
        m_input = options.standardInput;
        RemoteCommand *cmd = newCommand(
            1, command, options,
            [this](quint64) {
                CommandResult r;
                r.cancelled = true;
                deliverFinished(m_cmd, r);
            },
            [](quint64) {});
        m_cmd = cmd;
        QTimer::singleShot(0, cmd, [this, cmd] {
            const QRegularExpression re(QStringLiteral("^PINAS_TOKEN=([0-9a-f]+)$"),
                                        QRegularExpression::MultilineOption);
            const QString token = re.match(QString::fromUtf8(m_input)).captured(1);
            deliverOutput(cmd, output(token.toUtf8()), false);
            CommandResult r;
            switch (m_end) {
            case End::Exit:
                r.exitStatus = 1;
                break;
            case End::Timeout:
                r.error = SshError::commandTimeout(120);
                break;
            case End::LostConnection:
                r.error = SshError::connectionLost(QStringLiteral("reset"));
                break;
            case End::TooMuchOutput:
                r.error = SshError::outputTooLarge(16 * 1024 * 1024);
                break;
            case End::Cancel:
                cmd->cancel();
                return;
            }
            deliverFinished(cmd, r);
        });
        return cmd;
    }
    bool isConnected() const override { return true; }
    QString peerHost() const override { return QStringLiteral("127.0.0.1"); }

    QString m_commandLine;
    QByteArray m_input;

private:
    static QByteArray output(const QByteArray &token)
    {
        const QByteArray t = token + ' ';
        return "login banner with --secret-token=hunter2\n"
               "@@pinas-probe 2 token=" + token + "\n"
               "@@begin " + t + "uname\nLinux raspberrypi 6.1.21-v8+ aarch64\n\n@@end " + t + "uname exit=0\n"
               "@@begin " + t + "processes\n"
               "  PID USER     %CPU   RSS COMMAND         COMMAND\n"
               "  501 root     35.0  9000 smbd            /usr/sbin/smbd --foreground --no-process-group\n"
               "  777 alice     0.0  1000 backup          backup --secret-token=hunter2 -i /home/a/.ssh/id_pinas_privacy\n"
               "\n@@end " + t + "processes exit=0\n"
               "@@begin " + t + "dmesg\n"
               "[    0.000000] Kernel command line: coherent_pool=1M bcm2708.serial=0xdeadbeef "
               "smsc95xx.macaddr=B8:27:EB:12:34:56 root=/dev/sda2 usb-storage.quirks=152d:0578:u\n"
               "[    0.000000] Command line: BOOT_IMAGE=/vmlinuz-secret root=/dev/sda2\n"
               "[    6.583926] smsc95xx 1-1.1:1.0 eth0: link up, 100Mbps, full-duplex, lpa 0xC1E1\n"
               "[   14.5"; // cut off mid-section: the flood, the timeout or the lost link came here
    }

    End m_end;
    QPointer<RemoteCommand> m_cmd;
};

} // namespace

class TestProbeFailures : public QObject
{
    Q_OBJECT
private slots:
    void failureAfterPrintingKeepsNoOtherCommandLine_data()
    {
        QTest::addColumn<int>("end");
        QTest::addColumn<bool>("keepsTranscript");
        QTest::newRow("exit 1") << int(PrintingRunner::End::Exit) << true;
        QTest::newRow("timeout") << int(PrintingRunner::End::Timeout) << true;
        QTest::newRow("lost connection") << int(PrintingRunner::End::LostConnection) << true;
        QTest::newRow("flood") << int(PrintingRunner::End::TooMuchOutput) << true;
        QTest::newRow("cancel") << int(PrintingRunner::End::Cancel) << false;
    }

    void failureAfterPrintingKeepsNoOtherCommandLine()
    {
        QFETCH(int, end);
        QFETCH(bool, keepsTranscript);
        PrintingRunner pi{PrintingRunner::End(end)};
        ProbeJob job(&pi, ProbeJob::Params{});
        QSignalSpy finished(&job, &Job::finished);
        job.start();
        QVERIFY(finished.wait(10000) || !finished.isEmpty());
        QVERIFY(job.outcome() != Job::Outcome::Ok || end == int(PrintingRunner::End::Exit)); // an exit status alone fails no probe
        // The script and its token went on stdin, not on the command line.
        QVERIFY(pi.m_input.contains("PINAS_TOKEN="));
        QVERIFY(!pi.m_commandLine.contains(QStringLiteral("PINAS_TOKEN")));

        const QString kept = job.transcript();
        QCOMPARE(!kept.isEmpty(), keepsTranscript);
        Run run;
        run.setTranscript(kept);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.pinasrun"));
        QVERIFY(run.save(path).ok());
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QByteArray bytes = saved.readAll() + kept.toUtf8() + job.errorString().toUtf8();
        for (const QByteArray &secret : kSecrets)
            QVERIFY2(!bytes.contains(secret), secret.constData());
        if (keepsTranscript) {
            // What the facts read is still there: the NAS process, the tokens read, the link.
            QVERIFY(kept.contains(QStringLiteral("/usr/sbin/smbd")));
            QVERIFY(kept.contains(QStringLiteral("Kernel command line: root=/dev/sda2 usb-storage.quirks=152d:0578:u")));
            QVERIFY(kept.contains(QStringLiteral("100Mbps")));
            QVERIFY(job.facts().primaryInterface());
        }
    }
};

QTEST_GUILESS_MAIN(TestProbeFailures)
#include "tst_probefailures.moc"
