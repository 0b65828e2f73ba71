#include "app/pages/historypage.h"
#include "core/store/runstore.h"

#include <QCheckBox>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {

Run makeRun(const QString &profile, const QString &label, const QDateTime &started, double shareWriteSeconds)
{
    Run run;
    run.setLabel(label);
    run.setStarted(started);
    run.setProfile(QJsonObject{{QStringLiteral("name"), profile}});
    Measurement m(Measurement::Kind::ShareWrite);
    m.setBytes(1'000'000'000);
    m.setSeconds(shareWriteSeconds);
    run.addMeasurement(m);
    return run;
}

int rowOf(QTableWidget *t, const QString &label)
{
    for (int r = 0; r < t->rowCount(); ++r) {
        if (t->item(r, 1)->text() == label)
            return r;
    }
    return -1;
}

} // namespace

class TestHistoryPage : public QObject
{
    Q_OBJECT
private slots:
    void listsLabelsComparesAndDeletes()
    {
        QTemporaryDir dir;
        RunStore store(dir.filePath(QStringLiteral("runs")));
        const QDateTime t0 = QDateTime(QDate(2026, 11, 29), QTime(12, 0), Qt::UTC);
        QVERIFY(store.add(makeRun(QStringLiteral("nas"), QStringLiteral("NTFS"), t0, 33.3)).ok());
        QVERIFY(store.add(makeRun(QStringLiteral("nas"), QStringLiteral("ext4"), t0.addSecs(3600), 12.5)).ok());
        QVERIFY(store.add(makeRun(QStringLiteral("other"), QStringLiteral("pi5"), t0.addSecs(60), 10)).ok());

        HistoryPage page(store);
        page.show();
        QTableWidget *t = page.table();
        QCOMPARE(t->rowCount(), 3);
        QCOMPARE(t->item(0, 1)->text(), QStringLiteral("ext4")); // newest first
        QCOMPARE(t->item(rowOf(t, QStringLiteral("ext4")), 3)->text(), QStringLiteral("80.0")); // 1 GB in 12.5 s

        page.setProfileFilter(QStringLiteral("nas"));
        page.findChild<QCheckBox *>(QStringLiteral("onlyThisPi"))->setChecked(true);
        QCOMPARE(t->rowCount(), 2);

        // Compare needs two runs.
        auto *compare = page.findChild<QPushButton *>(QStringLiteral("compareRuns"));
        t->selectRow(0);
        QVERIFY(!compare->isEnabled());
        t->setSelectionMode(QAbstractItemView::MultiSelection);
        t->selectRow(1);
        QVERIFY(compare->isEnabled());
        QSignalSpy compared(&page, &HistoryPage::compareRequested);
        QTest::mouseClick(compare, Qt::LeftButton);
        QCOMPARE(compared.count(), 1);
        QCOMPARE(compared.first().first().toStringList().size(), 2);

        // Relabel through the seam; the file on disk changes.
        t->clearSelection();
        t->selectRow(rowOf(t, QStringLiteral("NTFS")));
        page.setAskLabel([](const QString &current) {
            return std::optional<QString>(current + QStringLiteral(" (before)"));
        });
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("relabelRun")), Qt::LeftButton);
        QVERIFY(rowOf(t, QStringLiteral("NTFS (before)")) >= 0);
        bool found = false;
        for (const auto &e : store.list())
            found = found || e.label == QLatin1String("NTFS (before)");
        QVERIFY(found);

        // Delete asks first; "no" keeps the run.
        t->clearSelection();
        t->selectRow(rowOf(t, QStringLiteral("ext4")));
        page.setConfirmDelete([](int) { return false; });
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("deleteRun")), Qt::LeftButton);
        QCOMPARE(store.list().size(), 3);
        page.setConfirmDelete([](int n) { return n == 1; });
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("deleteRun")), Qt::LeftButton);
        QCOMPARE(store.list().size(), 2);
        QCOMPARE(rowOf(t, QStringLiteral("ext4")), -1);
    }

    void importsABareTranscript()
    {
        QTemporaryDir dir;
        RunStore store(dir.filePath(QStringLiteral("runs")));
        HistoryPage page(store);
        const QString path = dir.filePath(QStringLiteral("forum-post.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("@@pinas-probe 1\n@@begin model\nRaspberry Pi 3 Model B Rev 1.2\n@@end model exit=0\n");
        f.close();
        const QString added = page.importFile(path);
        QVERIFY(!added.isEmpty());
        QCOMPARE(page.table()->rowCount(), 1);
        QCOMPARE(page.selectedFiles(), QStringList{added});
    }
};

QTEST_MAIN(TestHistoryPage)
#include "tst_historypage.moc"
