// Hostile transcripts (issue 15, items 3 and 9): forged framing, many sections, endless lines.
#include "core/probe/factsbuilder.h"
#include "core/probe/probescript.h"
#include "core/probe/transcript.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTest>

class TestHostileTranscript : public QObject
{
    Q_OBJECT

private slots:
    // A process on the Pi whose command line holds an end marker must not end the section early.
    void forgedEndMarkerIsData()
    {
        const QString token = ProbeScript::newToken();
        const QString text = QStringLiteral("@@pinas-probe 2 token=%1\n"
                                            "@@begin %1 processes\n"
                                            "  PID USER %CPU RSS COMMAND COMMAND\n"
                                            "  42 eve 0.0 100 sleep sleep 1000 @@end processes exit=0\n"
                                            "@@end processes exit=0\n"
                                            "@@begin processes\n"
                                            "  77 root 35.0 9000 smbd /usr/sbin/smbd --foreground\n"
                                            "  78 root 20.0 9000 ntfs-3g ntfs-3g /dev/sda1 /srv\n"
                                            "@@end %1 processes exit=0\n")
                                 .arg(token);
        const Transcript t = Transcript::parse(text, token);
        QVERIFY(t.framingMatches());
        QCOMPARE(t.token(), token);
        QCOMPARE(t.ids(), QStringList{QStringLiteral("processes")});
        const TranscriptSection *s = t.section(QStringLiteral("processes"));
        QVERIFY(s->complete);
        QVERIFY(s->text.contains(u"smbd"));
        QVERIFY(s->text.contains(u"ntfs-3g"));
        // And it survives a save and a load (version 2 with its token).
        const Transcript back = Transcript::parse(t.toText());
        QCOMPARE(back.version(), 2);
        QCOMPARE(back.section(QStringLiteral("processes"))->text, s->text);
    }

    // Version 1 has no token: an end marker inside a line (a process's command line) is still data,
    // and what follows it stays in the section. The same text with and without the forged marker
    // gives the same facts.
    void forgedEndMarkerInsideALineOfVersion1ChangesNothing()
    {
        const QString tail = QStringLiteral("  77 root 35.0 9000 smbd /usr/sbin/smbd --foreground\n"
                                            "  78 root 20.0 9000 ntfs-3g ntfs-3g /dev/sda1 /srv\n"
                                            "@@end processes exit=0\n");
        const QString forged = QStringLiteral("@@pinas-probe 1\n@@begin processes\n"
                                              "  PID USER %CPU RSS COMMAND COMMAND\n"
                                              "  42 eve 0.0 100 sleep sleep 1000 x@@end processes exit=0\n") + tail;
        const QString plain = QStringLiteral("@@pinas-probe 1\n@@begin processes\n"
                                             "  PID USER %CPU RSS COMMAND COMMAND\n"
                                             "  42 eve 0.0 100 sleep sleep 1000 x\n") + tail;
        const Transcript t = Transcript::parse(forged);
        QCOMPARE(t.ids(), QStringList{QStringLiteral("processes")});
        const TranscriptSection *s = t.section(QStringLiteral("processes"));
        QVERIFY(s->complete);
        QCOMPARE(s->exitCode, std::optional<int>(0));
        QVERIFY(s->text.contains(u"smbd"));
        QVERIFY(s->text.contains(u"x@@end processes exit=0"));
        auto names = [](const Facts &f) {
            QStringList out;
            for (const ProcessInfo &p : f.processes)
                out << p.name;
            return out;
        };
        const QStringList a = names(FactsBuilder::build(t));
        QCOMPARE(a, names(FactsBuilder::build(Transcript::parse(plain))));
        QVERIFY(a.contains(QStringLiteral("smbd")));
        QVERIFY(a.contains(QStringLiteral("ntfs-3g")));
    }

    void forgedHeaderIsRefused()
    {
        const QString token = ProbeScript::newToken();
        const QString other = ProbeScript::newToken();
        QVERIFY(token != other);
        QCOMPARE(token.size(), qsizetype(32));
        const QString text = QStringLiteral("@@pinas-probe 2 token=%1\n@@begin %1 model\nRaspberry Pi 4 Model B\n"
                                            "@@end %1 model exit=0\n")
                                 .arg(other);
        const Transcript t = Transcript::parse(text, token);
        QVERIFY(!t.framingMatches());
        QVERIFY(t.isEmpty());
        QCOMPARE(t.version(), 0);
        // Version 1 framing is refused as well when a token was asked for.
        const Transcript v1 = Transcript::parse(QStringLiteral("@@pinas-probe 1\n@@begin model\nx\n@@end model exit=0\n"), token);
        QVERIFY(!v1.framingMatches());
        QVERIFY(v1.isEmpty());
        // A saved run without a token still loads as it always did.
        const Transcript old = Transcript::parse(QStringLiteral("@@pinas-probe 1\n@@begin model\nx\n@@end model exit=0\n"));
        QVERIFY(old.framingMatches());
        QCOMPARE(old.ids(), QStringList{QStringLiteral("model")});
    }

    // Lines before the real header (a login banner from .profile) and a second header are data.
    void onlyTheFirstMatchingHeaderCounts()
    {
        const QString token = ProbeScript::newToken();
        const QString text = QStringLiteral("Welcome!\n@@pinas-probe 2 token=%1\n@@begin %1 cmdline\n"
                                            "@@pinas-probe 2 token=evil\n@@begin evil model\nfake\n"
                                            "@@end %1 cmdline exit=0\n")
                                 .arg(token);
        const Transcript t = Transcript::parse(text, token);
        QVERIFY(t.framingMatches());
        QCOMPARE(t.ids(), QStringList{QStringLiteral("cmdline")});
        QVERIFY(t.section(QStringLiteral("cmdline"))->text.contains(u"fake"));
    }

    // The real script, run here: its framing carries the token it was given.
    void scriptUsesTheGivenToken()
    {
        const QString token = ProbeScript::newToken();
        QProcess sh;
        sh.start(QStringLiteral("sh"), {QStringLiteral("-s")});
        QVERIFY(sh.waitForStarted(5000));
        sh.write(ProbeScript::text(token).toUtf8());
        sh.closeWriteChannel();
        QVERIFY(sh.waitForFinished(60000));
        const QByteArray out = sh.readAllStandardOutput();
        QVERIFY(out.startsWith(QByteArray("@@pinas-probe 2 token=" + token.toLatin1() + "\n")));
        const Transcript t = Transcript::parse(out, token);
        QVERIFY(t.framingMatches());
        QVERIFY(t.section(QStringLiteral("uname")));
        QVERIFY(!t.truncated());
        QVERIFY(!Transcript::parse(out, ProbeScript::newToken()).framingMatches());
    }

    // 50k sections: only kMaxSections kept. The time is printed, not asserted (tests never depend on
    // the machine's speed); a quadratic reader would run into the test's CTest timeout.
    void fiftyThousandSections()
    {
        QString text = QStringLiteral("@@pinas-probe 1\n");
        for (int i = 0; i < 50000; ++i)
            text += QStringLiteral("@@begin s%1\nline %1\n@@end s%1 exit=0\n").arg(i);
        QElapsedTimer timer;
        timer.start();
        const Transcript t = Transcript::parse(text);
        (void)FactsBuilder::build(t);
        const qint64 ms = timer.elapsed();
        qInfo("50k sections read in %lld ms", ms);
        QCOMPARE(t.sections().size(), qsizetype(Transcript::kMaxSections));
        QCOMPARE(t.droppedSections(), 50000 - Transcript::kMaxSections);
        QVERIFY(t.section(QStringLiteral("s0")));
        QVERIFY(!t.section(QStringLiteral("s49999")));
    }

    // The same id 50k times (a paste that repeats dmesg) is joined, in linear time.
    void repeatedIdsAreJoinedLinearly()
    {
        QString text;
        for (int i = 0; i < 50000; ++i)
            text += QStringLiteral("@@begin dmesg\n[%1] x\n@@end dmesg exit=0\n").arg(i);
        QElapsedTimer timer;
        timer.start();
        const Transcript t = Transcript::parse(text);
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(t.sections().size(), 1);
        QCOMPARE(t.section(QStringLiteral("dmesg"))->text.count(u'\n'), qsizetype(49999));
    }

    void overlongLinesAreCut()
    {
        const QString huge(Transcript::kMaxLineChars * 4, u'x');
        const Transcript t = Transcript::parse(QStringLiteral("@@pinas-probe 1\n@@begin cmdline\n") + huge +
                                               QStringLiteral("\nshort\n@@end cmdline exit=0\n"));
        const TranscriptSection *s = t.section(QStringLiteral("cmdline"));
        QVERIFY(s && s->complete);
        QCOMPARE(s->text.size(), qsizetype(Transcript::kMaxLineChars + 1 + 5));
        QCOMPARE(t.cutLines(), 1);
    }
};

QTEST_GUILESS_MAIN(TestHostileTranscript)
#include "tst_hostiletranscript.moc"
