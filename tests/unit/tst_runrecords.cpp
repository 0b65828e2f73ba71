// The run file's records of changes and of a re-measure's steps (core/model/runrecords.h): typed,
// tolerant of old and hostile files, and written back with what this version does not model.
#include "core/model/run.h"
#include "core/model/runrecords.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

class TestRunRecords : public QObject
{
    Q_OBJECT

    static Run withExtra(const QString &key, const QJsonValue &value)
    {
        Run r;
        r.setExtraValue(key, value);
        return r;
    }

private slots:
    void anOldRunHasNone()
    {
        const Run r;
        QVERIFY(RunRecords::changes(r).isEmpty());
        QVERIFY(!RunRecords::afterChange(r));
        QVERIFY(RunRecords::stepsChosen(r).isEmpty());
        QVERIFY(!RunRecords::change(r, QStringLiteral("x")));
    }

    void anAppliedChangeReadsBackAsWritten()
    {
        const QDateTime when(QDate(2026, 12, 3), QTime(4, 5, 12), Qt::UTC);
        const ChangeRecord c =
            ChangeRecord::applied(QStringLiteral("20261203T040512Z-nfs-sync-export-3f9a"),
                                  QStringLiteral("nfs-sync-export"), when, QStringLiteral("pc"));
        QCOMPARE(c.toJson(), (QJsonObject{{QStringLiteral("id"), c.id},
                                          {QStringLiteral("finding"), QStringLiteral("nfs-sync-export")},
                                          {QStringLiteral("when"), QStringLiteral("2026-12-03T04:05:12Z")},
                                          {QStringLiteral("from_pc"), QStringLiteral("pc")},
                                          {QStringLiteral("status"), QStringLiteral("applied")}}));
        QVERIFY(c.isApplied());
        QVERIFY(c.undoneBy().isEmpty());
        Run r;
        RunRecords::recordApplied(r, c);
        QCOMPARE(RunRecords::changes(r).size(), 1);
        QCOMPARE(RunRecords::change(r, c.id)->finding, QStringLiteral("nfs-sync-export"));
        // The same id again replaces its entry: one record per change.
        ChangeRecord again = c;
        again.fromPc = QStringLiteral("other");
        RunRecords::recordApplied(r, again);
        QCOMPARE(RunRecords::changes(r).size(), 1);
        QCOMPARE(RunRecords::changes(r).first().fromPc, QStringLiteral("other"));
    }

    void anUndoMarksItsChangeOnly()
    {
        Run r = withExtra(QStringLiteral("changes"),
                          QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("A")},
                                                 {QStringLiteral("status"), QStringLiteral("applied")},
                                                 {QStringLiteral("later_key"), 7}},
                                     QJsonObject{{QStringLiteral("id"), QStringLiteral("B")},
                                                 {QStringLiteral("status"), QStringLiteral("applied")}}});
        QVERIFY(!RunRecords::recordUndone(r, QStringLiteral("C"), QStringLiteral("U")));
        QVERIFY(RunRecords::recordUndone(r, QStringLiteral("A"), QStringLiteral("U1")));
        const QList<ChangeRecord> list = RunRecords::changes(r);
        QCOMPARE(list.at(0).undoneBy(), QStringLiteral("U1"));
        QVERIFY(!list.at(0).isApplied());
        QVERIFY(list.at(1).isApplied());
        // A key a later version wrote stays in the file.
        QCOMPARE(
            r.extra().value(QStringLiteral("changes")).toArray().at(0)[QStringLiteral("later_key")].toInt(),
            7);
        QCOMPARE(
            r.extra().value(QStringLiteral("changes")).toArray().at(0)[QStringLiteral("status")].toString(),
            QStringLiteral("undone by U1"));
    }

    // The file is data: wrong types read as empty, never as a crash or a guess.
    void aHostileFileReadsAsEmpty()
    {
        Run r = withExtra(QStringLiteral("changes"), QJsonArray{42, QJsonValue(), QJsonArray{}});
        QCOMPARE(RunRecords::changes(r).size(), 3);
        for (const ChangeRecord &c : RunRecords::changes(r))
            QVERIFY(c.id.isEmpty() && !c.isApplied() && c.undoneBy().isEmpty());
        r.setExtraValue(QStringLiteral("after_change"),
                        QJsonObject{{QStringLiteral("finding"), QStringLiteral("x")}});
        QVERIFY(!RunRecords::afterChange(r)); // no id: no change came between
        r.setExtraValue(QStringLiteral("after_change"), QStringLiteral("text"));
        QVERIFY(!RunRecords::afterChange(r));
        r.setExtraValue(QStringLiteral("steps_chosen"),
                        QJsonArray{QStringLiteral("share-write"), 3, QJsonObject{}});
        QCOMPARE(RunRecords::stepsChosen(r), QStringList{QStringLiteral("share-write")});
    }

    void afterChangeAndStepsRoundTrip()
    {
        Run r;
        RunRecords::setAfterChange(
            r, {QStringLiteral("C1"), QStringLiteral("f"), QStringLiteral("before.pinasrun")});
        RunRecords::setStepsChosen(r, {QStringLiteral("share-write"), QStringLiteral("share-read")});
        const Result<Run> back = Run::fromJson(r.toJson());
        QVERIFY(back);
        const std::optional<AfterChange> a = RunRecords::afterChange(back.value());
        QVERIFY(a);
        QCOMPARE(a->id, QStringLiteral("C1"));
        QCOMPARE(a->finding, QStringLiteral("f"));
        QCOMPARE(a->beforeRun, QStringLiteral("before.pinasrun"));
        QCOMPARE(RunRecords::stepsChosen(back.value()),
                 (QStringList{QStringLiteral("share-write"), QStringLiteral("share-read")}));
    }

    // The profile as a run recorded it: an older run without a pre-flight, one whose run followed
    // the share, and the pre-flight written back as the orchestrator always wrote it.
    void theProfileReadsAsItWasWritten()
    {
        Run r;
        r.setProfile(QJsonObject{{QStringLiteral("name"), QStringLiteral("nas")},
                                 {QStringLiteral("host"), QStringLiteral("pi.local")},
                                 {QStringLiteral("user"), QStringLiteral("pi")},
                                 {QStringLiteral("remote_dir"), QStringLiteral("/srv/tests")},
                                 {QStringLiteral("uses"), QJsonArray{QStringLiteral("films"), 3}}});
        RunProfile p = RunProfile::of(r);
        QCOMPARE(p.host, QStringLiteral("pi.local"));
        QCOMPARE(p.uses, QStringList{QStringLiteral("films")});
        QVERIFY(!p.preflight);
        QCOMPARE(p.testsFolder(), QStringLiteral("/srv/tests"));

        RecordedPreflight pre;
        pre.passed = true;
        pre.shareOnPi = QStringLiteral("/srv/share");
        pre.testsFolder = QStringLiteral("/srv/share");
        pre.problems = {QStringLiteral("a warning")};
        RunRecords::setPreflight(r, pre);
        QCOMPARE(r.profile().value(QStringLiteral("preflight")).toObject(),
                 (QJsonObject{{QStringLiteral("passed"), true},
                              {QStringLiteral("share_on_pi"), QStringLiteral("/srv/share")},
                              {QStringLiteral("same_storage"), false},
                              {QStringLiteral("tests_folder"), QStringLiteral("/srv/share")},
                              {QStringLiteral("problems"), QJsonArray{QStringLiteral("a warning")}}}));
        p = RunProfile::of(r);
        QCOMPARE(p.testsFolder(), QStringLiteral("/srv/share"));
        QCOMPARE(p.preflight->problems, QStringList{QStringLiteral("a warning")});
        QCOMPARE(p.name, QStringLiteral("nas")); // the rest of the profile stays

        // A pre-flight without the key (or with it empty) leaves the Pi folder.
        QJsonObject profile = r.profile();
        QJsonObject noFolder = profile.value(QStringLiteral("preflight")).toObject();
        noFolder.remove(QStringLiteral("tests_folder"));
        profile.insert(QStringLiteral("preflight"), noFolder);
        r.setProfile(profile);
        QVERIFY(!RunProfile::of(r).preflight->testsFolder);
        QCOMPARE(RunProfile::of(r).testsFolder(), QStringLiteral("/srv/tests"));

        // The first share test's mount is the one kept.
        QVERIFY(RunRecords::setClientMountOnce(
            r, QJsonObject{{QStringLiteral("fs_type"), QStringLiteral("nfs4")}}));
        QVERIFY(!RunRecords::setClientMountOnce(
            r, QJsonObject{{QStringLiteral("fs_type"), QStringLiteral("cifs")}}));
        QCOMPARE(RunProfile::of(r).clientMount.value(QStringLiteral("fs_type")).toString(),
                 QStringLiteral("nfs4"));
    }

    // The one store update: load, edit, save whole; a file that is not there stays not there.
    void updateFileEditsTheFileOrNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.pinasrun"));
        QVERIFY(!RunRecords::updateFile(path, [](Run &) {}));
        QVERIFY(!QFile::exists(path));
        Run r;
        r.setLabel(QStringLiteral("before"));
        QVERIFY(r.save(path));
        QVERIFY(RunRecords::updateFile(path, [](Run &run) {
            RunRecords::recordApplied(run, ChangeRecord::applied(QStringLiteral("C"), QStringLiteral("f"),
                                                                 QDateTime::currentDateTimeUtc(),
                                                                 QStringLiteral("pc")));
        }));
        const Result<Run> back = Run::load(path);
        QVERIFY(back);
        QCOMPARE(back.value().label(), QStringLiteral("before"));
        QCOMPARE(RunRecords::changes(back.value()).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestRunRecords)
#include "tst_runrecords.moc"
