// Golden files for the facts of every real input we hold: each fixture in tests/fixtures (taken
// as pasted text, the way File → Open and the Paste dialog take it) and each example run
// (resources/examples, docs/runs). For each: Facts::toJson() byte for byte, the label of every
// JSON key, and every row of the Facts page tree (key, texts, tooltip, warning), in English and
// in Japanese. Written before the fact descriptor table (issue #28 point 5) replaced the
// hand-written JSON chains, labels and tree rows, so the refactor is proved to change nothing.
//
// PINAS_UPDATE_GOLDEN=1 rewrites tests/golden/facts/ instead of comparing (review the diff).
#include "app/widgets/factstree.h"
#include "core/model/factlabels.h"
#include "core/model/run.h"
#include "core/probe/textfacts.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTranslator>
#include <QTreeWidgetItemIterator>

#include <set>

namespace {

QString goldenDir()
{
    return QStringLiteral(PINAS_SOURCE_DIR "/tests/golden/facts");
}

void collectKeys(const QJsonValue &v, std::set<QString> *keys)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            keys->insert(it.key());
            collectKeys(it.value(), keys);
        }
    } else if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collectKeys(e, keys);
    }
}

// One line per row: depth, key, the three column texts, warning, the plain tooltip.
QString treeDump(FactsTree *tree)
{
    QString out;
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        const QTreeWidgetItem *item = *it;
        int depth = 0;
        for (const QTreeWidgetItem *p = item->parent(); p; p = p->parent())
            ++depth;
        QString tip = item->toolTip(1);
        tip.replace(u'\n', QStringLiteral("\\n"));
        out += QStringLiteral("%1 %2 | %3 | %4 | %5 | %6 | %7\n")
                   .arg(QString::number(depth), item->data(0, FactsTree::KeyRole).toString(), item->text(0),
                        item->text(1), item->text(2),
                        item->data(0, FactsTree::WarningRole).toBool() ? QStringLiteral("warn")
                                                                       : QStringLiteral("-"),
                        tip);
    }
    return out;
}

QString labelsDump(const std::set<QString> &keys)
{
    QString out;
    for (const QString &k : keys)
        out += k + QStringLiteral(" = ") + FactLabels::field(k) + u'\n';
    return out;
}

} // namespace

class TestFactsGolden : public QObject
{
    Q_OBJECT
private slots:
    void facts_data()
    {
        QTest::addColumn<QString>("path");
        QDir fixtures(QStringLiteral(PINAS_FIXTURES));
        const QStringList files = fixtures.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() > 50);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << fixtures.filePath(f);
        for (const QString &dir : {QStringLiteral(PINAS_SOURCE_DIR "/resources/examples"),
                                   QStringLiteral(PINAS_SOURCE_DIR "/docs/runs")}) {
            QDir d(dir);
            const QStringList runs = d.entryList({QStringLiteral("*.pinasrun")}, QDir::Files, QDir::Name);
            QVERIFY(!runs.isEmpty());
            for (const QString &r : runs)
                QTest::newRow(qPrintable(r)) << d.filePath(r);
        }
    }

    void facts()
    {
        QFETCH(QString, path);
        QString text;
        if (path.endsWith(u".pinasrun")) {
            const Result<Run> run = Run::load(path);
            QVERIFY(run.ok());
            text = run.value().transcript();
            QVERIFY(!text.isEmpty());
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            text = QString::fromUtf8(f.readAll());
        }
        const Facts facts = TextFacts::facts(text);
        const QJsonObject json = facts.toJson();
        std::set<QString> keys;
        collectKeys(json, &keys);

        QString out = QStringLiteral("== json\n");
        out += QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
        FactsTree tree;
        tree.showFacts(facts);
        out += QStringLiteral("== labels en\n") + labelsDump(keys);
        out += QStringLiteral("== tree en\n") + treeDump(&tree);
        QTranslator ja;
        QVERIFY(ja.load(QStringLiteral(":/i18n/pinas_ja.qm")));
        QVERIFY(QCoreApplication::installTranslator(&ja));
        tree.retranslate();
        out += QStringLiteral("== labels ja\n") + labelsDump(keys);
        out += QStringLiteral("== tree ja\n") + treeDump(&tree);
        QCoreApplication::removeTranslator(&ja);

        const QString golden = goldenDir() + u'/' + QFileInfo(path).fileName() + QStringLiteral(".golden");
        if (qEnvironmentVariableIsSet("PINAS_UPDATE_GOLDEN")) {
            QDir().mkpath(goldenDir());
            QFile g(golden);
            QVERIFY(g.open(QIODevice::WriteOnly | QIODevice::Truncate));
            g.write(out.toUtf8());
            return;
        }
        QFile g(golden);
        QVERIFY2(g.open(QIODevice::ReadOnly), qPrintable(golden));
        const QString expected = QString::fromUtf8(g.readAll());
        if (out != expected) {
            // Name the first line that differs; the whole file is too long for a message.
            const QStringList a = out.split(u'\n');
            const QStringList b = expected.split(u'\n');
            for (int i = 0; i < qMax(a.size(), b.size()); ++i) {
                const QString x = a.value(i), y = b.value(i);
                if (x != y)
                    QFAIL(qPrintable(
                        QStringLiteral("line %1\n got: %2\nwant: %3").arg(QString::number(i + 1), x, y)));
            }
        }
        QCOMPARE(out, expected);
    }

    // Every input above has its golden file and no golden file is left without its input.
    void noStrayGoldenFiles()
    {
        if (qEnvironmentVariableIsSet("PINAS_UPDATE_GOLDEN"))
            return;
        const QStringList golden =
            QDir(goldenDir()).entryList({QStringLiteral("*.golden")}, QDir::Files, QDir::Name);
        QVERIFY(golden.size() > 50);
        for (const QString &g : golden) {
            const QString input = g.chopped(7);
            const bool exists =
                QFile::exists(QStringLiteral(PINAS_FIXTURES) + u'/' + input) ||
                QFile::exists(QStringLiteral(PINAS_SOURCE_DIR "/resources/examples/") + input) ||
                QFile::exists(QStringLiteral(PINAS_SOURCE_DIR "/docs/runs/") + input);
            QVERIFY2(exists, qPrintable(g));
        }
    }
};

QTEST_MAIN(TestFactsGolden)
#include "tst_factsgolden.moc"
