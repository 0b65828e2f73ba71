// The hostile corpus through the window (offscreen): markup from a run file or a Pi is shown as
// the characters it is in every label, tooltip and message box, and a 300k-character label opens
// without a blow-up (issue 15, items 1 and 4).
#include "app/mainwindow.h"
#include "app/pages/comparepage.h"
#include "app/pages/historypage.h"
#include "app/pages/reportpage.h"
#include "app/widgets/plaintext.h"
#include "core/model/run.h"
#include "tests/gui/testwindow.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <algorithm>

namespace {

QString corpus(const QString &name)
{
    return QStringLiteral(PINAS_SOURCE_DIR "/tests/hostile/corpus/") + name + QStringLiteral(".pinasrun");
}

// Raw markup from the corpus: the tags a rich-text widget would act on.
bool hasRawMarkup(const QString &text)
{
    return text.contains(QLatin1String("<img")) || text.contains(QLatin1String("<font")) ||
           text.contains(QLatin1String("<a href"));
}

// Every label that shows corpus markup shows it plain; no tooltip carries it unescaped.
void checkPlain(QWidget *root)
{
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (!hasRawMarkup(label->text()))
            continue;
        QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->objectName() + u' ' + label->text().left(80)));
    }
    for (QWidget *w : root->findChildren<QWidget *>())
        QVERIFY2(!hasRawMarkup(w->toolTip()), qPrintable(w->toolTip().left(80)));
    for (QAbstractItemView *view : root->findChildren<QAbstractItemView *>()) {
        QAbstractItemModel *m = view->model();
        if (!m)
            continue;
        for (int r = 0; r < m->rowCount(); ++r)
            for (int c = 0; c < m->columnCount(); ++c) {
                const QString tip = m->index(r, c).data(Qt::ToolTipRole).toString();
                QVERIFY2(!hasRawMarkup(tip), qPrintable(tip.left(80)));
            }
    }
}

} // namespace

class TestHostileGui : public QObject
{
    Q_OBJECT

private slots:
    // A Pi folder on a button ("Use FOLDER as the Pi folder"): its "&" stays a character, not a
    // shortcut that hides it, and a 1 MB name is cut before a widget lays it out.
    void piTextOnAButton()
    {
        QCOMPARE(PlainText::forButton(QStringLiteral("/srv/a&b")), QStringLiteral("/srv/a&&b"));
        const QString huge = QStringLiteral("/srv/") + QString(1 << 20, u'x');
        QVERIFY(PlainText::forButton(huge).size() <= 201);
        QVERIFY(PlainText::forButton(huge).startsWith(QStringLiteral("/srv/x")));
    }

    void markupStaysPlain_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"markup-label", "markup-everywhere", "control-label", "forged-framing"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void markupStaysPlain()
    {
        QFETCH(QString, name);
        TestAppEnv env;
        const Result<Run> run = Run::load(corpus(name));
        QVERIFY2(run.ok(), qPrintable(run.errorString()));
        QVERIFY(env.runs.add(run.value()).ok());
        QVERIFY(env.runs.add(run.value()).ok()); // two, for Compare
        MainWindow w(env.context());
        w.resize(1000, 700);
        w.show();
        QVERIFY(w.openExampleRun(corpus(name)));
        checkPlain(&w);
        w.historyPage()->refresh();
        QVERIFY(w.historyPage()->table()->rowCount() >= 2);
        checkPlain(&w);
        w.historyPage()->table()->selectAll();
        w.historyPage()->compareSelected();
        checkPlain(&w);
        // The window title and the report's title label show the label's text as it is.
        if (name.startsWith(u"markup-label")) {
            const auto labels = w.reportPage()->findChildren<QLabel *>();
            const bool shown = std::any_of(labels.begin(), labels.end(), [](QLabel *l) {
                return l->text().contains(QLatin1String("<img src=\"/dev/zero\">")) && l->textFormat() == Qt::PlainText;
            });
            QVERIFY(shown);
        }
    }

    // The "Run not opened" warning quotes the file's own "format" field: plain.
    void warningIsPlain()
    {
        TestAppEnv env;
        QVERIFY(QDir().mkpath(env.dir.filePath(QStringLiteral("runs"))));
        const QString stored = env.dir.filePath(QStringLiteral("runs/markup-format.pinasrun"));
        QVERIFY(QFile::copy(corpus(QStringLiteral("markup-format")), stored));
        MainWindow w(env.context());
        w.show();
        Qt::TextFormat format = Qt::AutoText;
        QString text;
        // Event-driven: the box is looked at as soon as it runs its own event loop.
        QTimer::singleShot(0, this, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            format = box->textFormat();
            text = box->text();
            box->close();
        });
        emit w.historyPage()->openRequested(QStringLiteral("markup-format.pinasrun"));
        QCOMPARE(format, Qt::PlainText);
        QVERIFY2(text.contains(QLatin1String("<img")), qPrintable(text)); // quoted, and shown as written
    }

    // Item 4: a 300k-character label and board model open and lay out without a blow-up.
    void longLabelOpensQuickly()
    {
        QFile base(corpus(QStringLiteral("markup-label")));
        QVERIFY(base.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(base.readAll()).object();
        const QString longText(300000, u'W');
        json.insert(QStringLiteral("label"), longText);
        json.insert(QStringLiteral("transcript"), json.value(u"transcript").toString().replace(
                                                      QStringLiteral("<img"), longText + QStringLiteral("<img")));
        TestAppEnv env;
        const QString path = env.dir.filePath(QStringLiteral("long.pinasrun"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(json).toJson());
        out.close();
        MainWindow w(env.context());
        w.resize(1000, 700);
        w.show();
        QElapsedTimer timer;
        timer.start();
        QVERIFY(w.openExampleRun(path));
        QApplication::processEvents();
        w.reportPage()->grab(); // lays out and paints everything on it
        const qint64 ms = timer.elapsed();
        qInfo("300k-character label opened and painted in %lld ms", ms);
    }
};

QTEST_MAIN(TestHostileGui)
#include "tst_hostilegui.moc"
