#include "core/store/runstore.h"

#include "tst_runfile_readonlydir.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace {
QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray readFixture(const QString &name)
{
    return readFile(QStringLiteral(PINAS_FIXTURES "/") + name);
}

Run makeRun(const QString &profile, const QString &label, const QDateTime &started, const QString &ddFixture)
{
    Run run;
    run.setProfile(QJsonObject{{u"name"_s, profile}});
    run.setLabel(label);
    run.setStarted(started);
    run.setTranscript(u"@@pinas-probe 1\n"_s);
    run.addMeasurement(Measurement::fromDdOutput(Measurement::Kind::ShareWrite,
                                                 QString::fromUtf8(readFixture(ddFixture)), {}));
    run.setStep(u"share-write"_s, RunStep::Status::Ok);
    return run;
}

QDateTime utc(int day, int hour)
{
    return QDateTime(QDate(2026, 11, day), QTime(hour, 0), Qt::UTC);
}
} // namespace

class TestRunStore : public QObject
{
    Q_OBJECT
private slots:
    void addListRelabelDelete()
    {
        QTemporaryDir dir;
        RunStore store(dir.filePath(u"runs"_s)); // created on the first add
        QVERIFY(store.list().isEmpty());

        const auto older =
            store.add(makeRun(u"pi3"_s, u"before"_s, utc(28, 9), u"seed-pi3b-dd-ja-nfs-client.txt"_s));
        QVERIFY2(older.ok(), qPrintable(older.errorString()));
        const auto newer =
            store.add(makeRun(u"pi4"_s, u"uasp"_s, utc(29, 12), u"seed-pi4-dd-uasp-enclosure.txt"_s));
        QVERIFY2(newer.ok(), qPrintable(newer.errorString()));

        QList<RunStore::Entry> all = store.list();
        QCOMPARE(all.size(), 2);
        QCOMPARE(all.at(0).fileName, newer.value()); // newest first
        QCOMPARE(all.at(0).label, u"uasp"_s);
        QCOMPARE(all.at(0).profileName, u"pi4"_s);
        QCOMPARE(all.at(0).started, utc(29, 12));
        QVERIFY(all.at(0).readable);
        QVERIFY(all.at(0).complete);
        QCOMPARE(all.at(0).measurementCount, 1);
        QVERIFY(std::abs(all.at(0).headline.value(Measurement::Kind::ShareWrite) -
                         1048576000 / 8.82478 / 1e6) < 1e-9);
        QVERIFY(!all.at(0).headline.contains(Measurement::Kind::PiDiskRead));
        QVERIFY(std::abs(all.at(1).headline.value(Measurement::Kind::ShareWrite) -
                         1073741824 / 96.352 / 1e6) < 1e-9);

        const QList<RunStore::Entry> pi3 = store.list(u"pi3"_s);
        QCOMPARE(pi3.size(), 1);
        QCOMPARE(pi3.at(0).label, u"before"_s);

        QVERIFY(store.relabel(older.value(), u"before, with the 100M link"_s).ok());
        QCOMPARE(store.list(u"pi3"_s).at(0).label, u"before, with the 100M link"_s);
        QCOMPARE(store.list(u"pi3"_s).at(0).fileName, older.value());         // same file, new label
        QCOMPARE(store.load(older.value()).value().measurements().size(), 1); // nothing else changed

        QVERIFY(store.remove(older.value()).ok());
        QCOMPARE(store.list().size(), 1);
        const auto again = store.remove(older.value());
        QVERIFY(!again.ok());
        QVERIFY(!again.errorString().isEmpty());
    }

    // The list is cached per file; a file changed behind the store's back (another instance of the
    // app, a sync tool) is read again, and a file that became corrupt shows as unreadable.
    void listSeesFilesChangedOutsideTheStore()
    {
        QTemporaryDir dir;
        RunStore store(dir.path());
        const auto name =
            store.add(makeRun(u"pi3"_s, u"first"_s, utc(28, 9), u"seed-pi3b-dd-ja-nfs-client.txt"_s));
        QVERIFY(name.ok());
        QCOMPARE(store.list().at(0).label, u"first"_s);
        QCOMPARE(store.list().at(0).label, u"first"_s); // second list from the cache: same answer

        const QString path = dir.filePath(name.value());
        Run changed = store.load(name.value()).value();
        changed.setLabel(u"changed by another program"_s);
        QVERIFY(changed.save(path).ok());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime));
        f.close();
        QCOMPARE(store.list().at(0).label, u"changed by another program"_s);

        QVERIFY(writeFile(path, "{ not json"));
        QVERIFY(!store.list().at(0).readable);
        QVERIFY(QFile::remove(path));
        QVERIFY(store.list().isEmpty());
    }

    void fileNameFromDateAndUuid()
    {
        QTemporaryDir dir;
        RunStore store(dir.path());
        const auto name =
            store.add(makeRun(u"nas"_s, u"x"_s, utc(29, 12), u"pi1-dd-old-coreutils-format.txt"_s));
        QVERIFY(name.ok());
        static const QRegularExpression shape(
            u"^20261129-120000Z-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.pinasrun$"_s);
        QVERIFY2(shape.match(name.value()).hasMatch(), qPrintable(name.value()));
        // Two runs started in the same second still get two files.
        const auto twin =
            store.add(makeRun(u"nas"_s, u"y"_s, utc(29, 12), u"pi1-dd-old-coreutils-format.txt"_s));
        QVERIFY(twin.ok());
        QVERIFY(twin.value() != name.value());
        QCOMPARE(store.list().size(), 2);
    }

    void corruptFilesAreListedAsUnreadable()
    {
        QTemporaryDir dir;
        RunStore store(dir.path());
        QVERIFY(
            store.add(makeRun(u"nas"_s, u"good"_s, utc(29, 12), u"pi1-dd-old-coreutils-format.txt"_s)).ok());
        const QByteArray broken = "{ \"format\": \"pinas-doctor-run\", \"version\": 1, \"label\": \"half wri";
        QVERIFY(writeFile(dir.filePath(u"20261130-000000Z-broken.pinasrun"_s), broken));
        QVERIFY(writeFile(dir.filePath(u"20261130-000001Z-empty.pinasrun"_s), QByteArray()));
        QVERIFY(writeFile(dir.filePath(u"20261130-000002Z-future.pinasrun"_s),
                          R"({"format": "pinas-doctor-run", "version": 7})"));
        QVERIFY(writeFile(dir.filePath(u"notes.txt"_s), "not a run")); // other files are ignored

        const QList<RunStore::Entry> all = store.list();
        QCOMPARE(all.size(), 4);
        int unreadable = 0;
        for (const RunStore::Entry &e : all) {
            if (!e.readable) {
                ++unreadable;
                QVERIFY2(!e.error.isEmpty(), qPrintable(e.fileName));
            } else {
                QCOMPARE(e.label, u"good"_s);
            }
        }
        QCOMPARE(unreadable, 3);
        QCOMPARE(store.list(u"nas"_s).size(), 4); // unreadable files show in every profile's list
        QCOMPARE(store.list(u"other"_s).size(), 3);

        // Relabelling a broken file fails and leaves it as it was.
        QVERIFY(!store.relabel(u"20261130-000000Z-broken.pinasrun"_s, u"x"_s).ok());
        QCOMPARE(readFile(dir.filePath(u"20261130-000000Z-broken.pinasrun"_s)), broken);
        // ... but it can be deleted.
        QVERIFY(store.remove(u"20261130-000000Z-broken.pinasrun"_s).ok());
    }

    void importsRunsAndTranscripts()
    {
        QTemporaryDir outside;
        QTemporaryDir dir;
        RunStore store(dir.path());

        const QString transcriptPath = outside.filePath(u"pi3 forum post.txt"_s);
        const QByteArray transcript = "@@pinas-probe 1\n@@begin lsusb-t\n" +
                                      readFixture(u"seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt"_s) +
                                      "@@end lsusb-t exit=0\n";
        QVERIFY(writeFile(transcriptPath, transcript));
        const auto imported = store.importFile(transcriptPath);
        QVERIFY2(imported.ok(), qPrintable(imported.errorString()));
        const auto back = store.load(imported.value());
        QVERIFY(back.ok());
        QCOMPARE(back.value().transcript(), QString::fromUtf8(transcript));
        QCOMPARE(back.value().label(), u"pi3 forum post"_s);
        QCOMPARE(back.value().source(), Run::Source::RunFile); // stored as a run file now

        const Run original =
            makeRun(u"nas"_s, u"copied over"_s, utc(27, 8), u"seed-pi4-dd-usb3-enclosure.txt"_s);
        const QString runPath = outside.filePath(u"x.pinasrun"_s);
        QVERIFY(original.save(runPath).ok());
        const auto importedRun = store.importFile(runPath);
        QVERIFY(importedRun.ok());
        // The same run, marked as not made on this PC (issue #34: never linked to a saved profile by
        // the name it carries).
        Run marked = original;
        marked.setExtraValue(Run::importedKey(), true);
        QCOMPARE(store.load(importedRun.value()).value(), marked);
        QVERIFY(store.load(importedRun.value()).value().isImported());
        QVERIFY(!original.isImported());

        const QString binary = outside.filePath(u"photo.jpg"_s);
        QVERIFY(writeFile(binary, QByteArray("\xFF\xD8\xFF\xE0\0\x10JFIF\0", 11)));
        const auto refused = store.importFile(binary);
        QVERIFY(!refused.ok());
        QVERIFY(!refused.errorString().isEmpty());
        QCOMPARE(store.list().size(), 2); // nothing added for the refused file
    }

    void refusesNamesOutsideTheFolder()
    {
        QTemporaryDir dir;
        RunStore store(dir.filePath(u"runs"_s));
        QVERIFY(writeFile(dir.filePath(u"victim.pinasrun"_s), "keep me"));
        QVERIFY(!store.remove(u"../victim.pinasrun"_s).ok());
        QVERIFY(!store.relabel(u"../victim.pinasrun"_s, u"x"_s).ok());
        QVERIFY(!store.load(u"/etc/passwd"_s).ok());
        QCOMPARE(readFile(dir.filePath(u"victim.pinasrun"_s)), QByteArray("keep me"));
    }

    // A failed write (read-only folder) loses nothing and reports an error.
    void failedWritesKeepFiles()
    {
        QTemporaryDir dir;
        RunStore store(dir.path());
        const auto name =
            store.add(makeRun(u"nas"_s, u"original"_s, utc(29, 12), u"pi1-dd-old-coreutils-format.txt"_s));
        QVERIFY(name.ok());
        const QByteArray before = readFile(dir.filePath(name.value()));
        {
            ReadOnlyDirectory readOnly(dir.path());
            QVERIFY2(readOnly.isEffective(), "could not make the folder read-only");
            const auto relabel = store.relabel(name.value(), u"renamed"_s);
            QVERIFY(!relabel.ok());
            QVERIFY(!relabel.errorString().isEmpty());
            const auto added =
                store.add(makeRun(u"nas"_s, u"second"_s, utc(29, 13), u"pi1-dd-old-coreutils-format.txt"_s));
            QVERIFY(!added.ok());
            QVERIFY(!added.errorString().isEmpty());
        }
        QCOMPARE(readFile(dir.filePath(name.value())), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{name.value()});
        QCOMPARE(store.list().at(0).label, u"original"_s);
    }
};

QTEST_GUILESS_MAIN(TestRunStore)
#include "tst_runstore.moc"
