// Every field the app writes into a run file is classified for sharing in one table
// (RunFieldPrivacy), and "Export for sharing" / `analyze --redact` (Redaction) does what the table
// says: a personal field leaves no trace, the app's own words stay as written.
//
// The run is the richest the app writes: the real RunOrchestrator runs every step as a re-measure of
// chosen steps (ScriptedRunner's "Pi" is this machine, so the profile, pre-flight, client_mount, pc,
// steps_chosen, measurements, samples and steps are the orchestrator's own), and the parts only some
// runs have come from their own writers: a measurement, a sample and a step with every optional
// field (their toJson), a change made on the Pi (FixSession::changeEntry, as `fix --apply` and the
// Fixes… dialog record it) and the mark of a run made after a change (RunRecords::setAfterChange).
// A key added to any of them fails classifiesEveryKey until it is in the table.
#include "core/model/runrecords.h"
#include "core/report/redaction.h"
#include "core/report/runfieldprivacy.h"
#include "core/treatment/changescript.h"
#include "remote/treatment/fixsession.h"
#include "tests/runlogic/runlogicfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

using RunFieldPrivacy::Kind;

namespace {

Run richestRun()
{
    RunLogicFixture f;
    f.pi.setHostKeySha256(QStringLiteral("SHA256:9c5nV1pWq8rQbZo3y3v0m1sYgk7lQ8bW2m5jJ3u9xGk")); // pi_identity
    RunOrchestrator &o = f.make(RunOrchestrator::stepIds(false), true);
    if (!f.runToEnd())
        return Run();
    Run run = o.run();

    Measurement every(Measurement::Kind::PiDiskWrite);
    every.setBytes(1 << 20);
    every.setSeconds(1.0);
    every.setPeakProcessCpu({{QStringLiteral("smbd"), 50.0}});
    every.setProcessCpuLimit({{QStringLiteral("smbd"), 100.0}});
    every.setRaw(QStringLiteral("1048576 bytes (1.0 MB) copied, 1 s, 1.0 MB/s"));
    every.setMethod(QStringLiteral("dd"));
    every.setCacheSuspect(true);
    every.setError(QStringLiteral("dd: error writing"));
    every.setFileCount(10);
    every.setBlockSize(4096);
    run.addMeasurement(every);

    Sample s;
    s.t = 1;
    s.cpuPerCore = {10, 20};
    s.iowait = 1;
    s.processCpu = {{QStringLiteral("smbd"), 10.0}};
    s.processCpuLimit = {{QStringLiteral("smbd"), 100.0}};
    s.nicRxBytesPerSecond = s.nicTxBytesPerSecond = s.diskReadBytesPerSecond = s.diskWriteBytesPerSecond = 1;
    s.step = QStringLiteral("share-write");
    run.addSample(s);

    RunStep failed;
    failed.id = QStringLiteral("share-copy-file");
    failed.status = RunStep::Status::Failed;
    failed.message = QStringLiteral("The copy stopped.");
    failed.seconds = 1;
    failed.stop = TestStop::Error;
    run.setStep(failed);

    ChangeSpec change;
    change.finding = QStringLiteral("nfs-sync-export");
    change.when = QDateTime::currentDateTimeUtc();
    change.fromPc = QStringLiteral("some-pc");
    RunRecords::setChanges(
        run, {FixSession::changeEntry(change, QStringLiteral("20261203T040512Z-nfs-sync-export-3f9a"))});
    run.setExtraValue(QStringLiteral("imported"), true); // as RunStore::importFile marks a run from a file
    RunRecords::setAfterChange(run, {QStringLiteral("20261203T040512Z-nfs-sync-export-3f9a"),
                                     QStringLiteral("nfs-sync-export"), QStringLiteral("before.pinasrun")});
    return run;
}

// Every key path of a JSON value, as RunFieldPrivacy spells paths, with its leaf values. An empty
// array still names its elements' path (a clean pre-flight's "problems": []), with no value.
void walk(const QJsonValue &v, const QString &path, QMap<QString, QJsonValue> *leaves)
{
    if (v.isArray()) {
        if (v.toArray().isEmpty() && !leaves->contains(RunFieldPrivacy::elementPath(path)))
            leaves->insert(RunFieldPrivacy::elementPath(path), QJsonValue(QJsonValue::Undefined));
        for (const QJsonValue &e : v.toArray())
            walk(e, RunFieldPrivacy::elementPath(path), leaves);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            walk(it.value(), RunFieldPrivacy::childPath(path, it.key()), leaves);
    } else {
        leaves->insert(path, v);
    }
}

// `v` with every string at `path` replaced by make(path).
QJsonValue setStrings(const QJsonValue &v, const QString &here, const QString &path, const QString &value)
{
    if (v.isString() && here == path)
        return value;
    if (v.isArray()) {
        QJsonArray out;
        for (const QJsonValue &e : v.toArray())
            out.append(setStrings(e, RunFieldPrivacy::elementPath(here), path, value));
        return out;
    }
    if (v.isObject()) {
        QJsonObject out;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(it.key(), setStrings(it.value(), RunFieldPrivacy::childPath(here, it.key()), path, value));
        return out;
    }
    return v;
}

// The personal value a test puts in a field of each kind, and the words that must not survive it.
struct Planted
{
    QString value;
    QStringList mustGo;
};

Planted plantFor(Kind kind, int n)
{
    const QString k = QString::number(n);
    switch (kind) {
    case Kind::HostName:
        return {QStringLiteral("Quillfeather%1-PC").arg(k), {QStringLiteral("Quillfeather%1").arg(k)}};
    case Kind::UserName:
        return {QStringLiteral("thaddeus%1").arg(k), {QStringLiteral("thaddeus%1").arg(k)}};
    case Kind::ShareSource:
        return {QStringLiteral("//quillnas%1/media").arg(k), {QStringLiteral("quillnas%1").arg(k)}};
    case Kind::MountOptions:
        return {QStringLiteral("rw,username=ursula%1,domain=QUILLHOME%1").arg(k),
                {QStringLiteral("ursula%1").arg(k), QStringLiteral("QUILLHOME%1").arg(k)}};
    case Kind::KeyFile:
        return {QStringLiteral("/home/ursula%1/.ssh/id_ed25519_ursula%1").arg(k), {QStringLiteral("ursula%1").arg(k)}};
    case Kind::WhichPi: // the whole pi_identity is left out
        return {QStringLiteral("SHA256:QuillHostKey%1").arg(k), {QStringLiteral("QuillHostKey")}};
    case Kind::PiName:
    case Kind::Typed:
    case Kind::RunFileName:
        // A person's name has no shape to find: only replacing the whole field removes it.
        return {QStringLiteral("Beatrix Oyelaran-Quill %1 before the new cable").arg(k), {QStringLiteral("Oyelaran")}};
    case Kind::Text:
        // Text is searched for the values collected elsewhere and for addresses by their shape.
        return {QStringLiteral("no answer from quillpi.lan (192.168.77.%1) dc:a6:32:aa:bb:cc").arg(k),
                {QStringLiteral("quillpi"), QStringLiteral("192.168.77"), QStringLiteral("aa:bb")}};
    case Kind::AppWord:
    case Kind::Transcript:
        break;
    }
    return {};
}

} // namespace

class TestRunFieldPrivacy : public QObject
{
    Q_OBJECT
private:
    QJsonObject m_run;

private slots:
    void initTestCase()
    {
        const Run run = richestRun();
        QVERIFY(!run.steps().isEmpty());
        m_run = run.toJson();
    }

    // The rule of the table: no key the app writes goes out unclassified.
    void classifiesEveryKey()
    {
        QMap<QString, QJsonValue> leaves;
        walk(m_run, QString(), &leaves);
        QStringList unclassified;
        for (auto it = leaves.cbegin(); it != leaves.cend(); ++it)
            if (!RunFieldPrivacy::fieldAt(it.key()))
                unclassified << it.key();
        QVERIFY2(unclassified.isEmpty(),
                 qPrintable(QStringLiteral("not in RunFieldPrivacy's table: ") + unclassified.join(QStringLiteral(", "))));
        // And the run is as rich as the table: every classified field is in it (a field the app no
        // longer writes leaves the table too), so the checks below see each one.
        QStringList unseen;
        for (const RunFieldPrivacy::Field &f : RunFieldPrivacy::fields())
            if (!leaves.contains(QString::fromLatin1(f.path)))
                unseen << QString::fromLatin1(f.path);
        QVERIFY2(unseen.isEmpty(), qPrintable(QStringLiteral("not in the richest run: ") + unseen.join(QStringLiteral(", "))));
        // The run is the orchestrator's: its own parts are there.
        for (const char *key : {"pc", "steps_chosen", "changes", "after_change"})
            QVERIFY2(m_run.contains(QLatin1String(key)), key);
        for (const char *key : {"client_mount", "preflight", "preset"})
            QVERIFY2(m_run.value(QStringLiteral("profile")).toObject().contains(QLatin1String(key)), key);
    }

    // A personal value planted in every field the table calls personal or text is gone from the
    // shared copy; every field of the app's own words comes out as it went in.
    void redactsWhatTheTableSays()
    {
        QJsonObject planted = m_run;
        QStringList mustGo;
        const QList<RunFieldPrivacy::Field> &fields = RunFieldPrivacy::fields();
        for (int i = 0; i < fields.size(); ++i) {
            const Planted p = plantFor(fields.at(i).kind, i);
            if (p.value.isEmpty())
                continue;
            planted = setStrings(planted, QString(), QString::fromLatin1(fields.at(i).path), p.value).toObject();
            mustGo << p.mustGo;
        }
        // The values Text fields quote are known from the Pi's own fields.
        QJsonObject profile = planted.value(QStringLiteral("profile")).toObject();
        profile.insert(QStringLiteral("host"), QStringLiteral("quillpi.lan"));
        planted.insert(QStringLiteral("profile"), profile);
        auto run = Run::fromJson(planted);
        QVERIFY2(run, qPrintable(run.errorString()));

        const Redaction redaction = Redaction::of(run.value(), QStringLiteral("another-pc"));
        const QString copy = QString::fromUtf8(redaction.run().toJsonBytes());
        for (const QString &word : mustGo)
            QVERIFY2(!copy.contains(word, Qt::CaseInsensitive), qPrintable(word));

        QMap<QString, QJsonValue> before, after;
        walk(planted, QString(), &before);
        walk(redaction.run().toJson(), QString(), &after);
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            const RunFieldPrivacy::Field *f = RunFieldPrivacy::fieldAt(it.key());
            if (f && f->kind == Kind::AppWord)
                QVERIFY2(after.value(it.key()) == it.value(), qPrintable(it.key()));
        }
        // A redacted copy redacts to itself.
        QCOMPARE(Redaction::of(redaction.run(), QStringLiteral("another-pc")).run().toJsonBytes(),
                 redaction.run().toJsonBytes());
    }

    // from_pc, this PC's name in each change, is replaced whichever PC exports the run (issue #34):
    // before, it went only when it was the exporting PC's own name.
    void fromPcIsReplaced()
    {
        QJsonObject o = m_run;
        QJsonArray changes = o.value(QStringLiteral("changes")).toArray();
        QJsonObject c = changes.at(0).toObject();
        c.insert(QStringLiteral("from_pc"), QStringLiteral("HELGAS-THINKPAD"));
        changes.replace(0, c);
        o.insert(QStringLiteral("changes"), changes);
        const Run run = Run::fromJson(o).value();
        for (const QString &pc : {QString(), QStringLiteral("office-desktop"), QStringLiteral("HELGAS-THINKPAD")}) {
            const Redaction r = Redaction::of(run, pc);
            const QJsonObject entry = r.run().extra().value(QStringLiteral("changes")).toArray().at(0).toObject();
            QVERIFY2(entry.value(QStringLiteral("from_pc")).toString().startsWith(QLatin1String("host-")),
                     qPrintable(entry.value(QStringLiteral("from_pc")).toString()));
            QVERIFY(!r.run().toJsonBytes().contains("HELGAS"));
            QVERIFY(r.removedText().contains(QStringLiteral("HELGAS-THINKPAD → host-")));
            QCOMPARE(entry.value(QStringLiteral("id")), c.value(QStringLiteral("id")));
        }
    }
};

QTEST_GUILESS_MAIN(TestRunFieldPrivacy)
#include "tst_runfieldprivacy.moc"
