#include "app/dialogs/profiledialog.h"
#include "app/i18n/languagemanager.h"
#include "app/mainwindow.h"
#include "app/pages/factspage.h"
#include "app/pages/reportpage.h"
#include "app/widgets/factstree.h"
#include "app/widgets/linechart.h"
#include "app/widgets/palettecolors.h"
#include "app/widgets/warninglabel.h"
#include "core/report/layerchart.h"
#include "core/report/reporthtml.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"
#include "tests/gui/testwindow.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QLegend>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidgetItemIterator>
#include <QValueAxis>

namespace {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x20, 0x21, 0x24));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xea, 0xed));
    p.setColor(QPalette::Base, QColor(0x17, 0x17, 0x17));
    p.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2a, 0x2a));
    p.setColor(QPalette::Text, QColor(0xe8, 0xea, 0xed));
    p.setColor(QPalette::Button, QColor(0x30, 0x31, 0x34));
    p.setColor(QPalette::ButtonText, QColor(0xe8, 0xea, 0xed));
    p.setColor(QPalette::Mid, QColor(0x5f, 0x63, 0x68));
    p.setColor(QPalette::Highlight, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::HighlightedText, QColor(0x20, 0x21, 0x24));
    return p;
}

// Relative luminance (0 black … 1 white), from the contrast against black: (L + 0.05) / 0.05.
double luminanceOf(const QColor &c)
{
    return PaletteColors::contrastRatio(c, Qt::black) * 0.05 - 0.05;
}

} // namespace

// How the window looks: readable in light and dark palettes (text against its own background,
// measured as WCAG contrast), and charts drawn at the screen's pixel ratio. Runs at a scale
// factor of 2 (see main below), like a HiDPI laptop.
class TestAppearance : public QObject
{
    Q_OBJECT

    TestAppEnv m_env;

private slots:
    void cleanup() { QApplication::setPalette(QPalette()); }

    void contrastFormula()
    {
        QCOMPARE(qRound(PaletteColors::contrastRatio(Qt::black, Qt::white)), 21);
        QCOMPARE(PaletteColors::contrastRatio(Qt::red, Qt::red), 1.0);
        QVERIFY(PaletteColors::isDark(darkPalette()));
        QVERIFY(!PaletteColors::isDark(QPalette(Qt::white)));
    }

    void readableInBothPalettes_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void readableInBothPalettes()
    {
        QFETCH(bool, dark);
        MainWindow w(m_env.context());
        ProfileDialog dialog(Profile(), {}, &w); // an empty name: its problems label shows
        w.show();
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openExampleRun(QStringLiteral(":/examples/pi3b-nfs.pinasrun")));
        // Switched while the window is open, as a desktop theme change does.
        if (dark)
            QApplication::setPalette(darkPalette());
        QCoreApplication::processEvents();
        const QPalette app = QApplication::palette();

        // Problem texts.
        auto *problems = dialog.findChild<WarningLabel *>();
        QVERIFY(problems && !problems->text().isEmpty());
        QVERIFY2(PaletteColors::contrastRatio(problems->palette().color(QPalette::WindowText),
                                              problems->palette().color(QPalette::Window))
                     >= 4.5,
                 qPrintable(problems->palette().color(QPalette::WindowText).name()));
        QCOMPARE(problems->palette().color(QPalette::Window), app.color(QPalette::Window));

        // Charts take the palette: background, title, legend and axis labels.
        const auto charts = w.findChildren<QChartView *>();
        QVERIFY(charts.size() >= 3);
        for (QChartView *view : charts) {
            QChart *c = view->chart();
            const QColor bg = c->backgroundBrush().color();
            QCOMPARE(bg, app.color(QPalette::Base));
            QVERIFY(PaletteColors::contrastRatio(c->titleBrush().color(), bg) >= 4.5);
            QVERIFY(PaletteColors::contrastRatio(c->legend()->labelColor(), bg) >= 4.5);
            for (QAbstractAxis *axis : c->axes())
                QVERIFY(PaletteColors::contrastRatio(axis->labelsColor(), bg) >= 4.5);
        }
        w.pages()->setCurrentWidget(w.reportPage());
        w.reportPage()->findChild<QToolButton *>(QStringLiteral("seriesToggle"))->setChecked(true);
        auto *layers = w.reportPage()->findChild<LineChart *>();
        QVERIFY(layers && layers->isVisible());
        // And it is what is drawn: the rendered time series is, on average, as dark or light as the base.
        const QImage shot = layers->grab().toImage().convertToFormat(QImage::Format_RGB32);
        double sum = 0;
        for (int y = 0; y < shot.height(); y += 4) {
            for (int x = 0; x < shot.width(); x += 4)
                sum += luminanceOf(shot.pixelColor(x, y));
        }
        const double mean = sum / (((shot.height() + 3) / 4) * ((shot.width() + 3) / 4));
        QVERIFY2(dark ? mean < 0.25 : mean > 0.5, qPrintable(QString::number(mean)));

        // Highlighted warnings on the Facts page keep their own readable pair.
        FactsTree *tree = w.factsPage()->tree();
        QVERIFY(!tree->warningKeys().isEmpty());
        for (const QString &key : tree->warningKeys()) {
            const QTreeWidgetItem *item = tree->itemForKey(key);
            QVERIFY(PaletteColors::contrastRatio(item->foreground(1).color(), item->background(1).color()) >= 4.5);
        }

        // The report reads as paper; every colour its HTML uses keeps its contrast on it.
        QTextBrowser *browser = w.reportPage()->browser();
        const QColor paper = browser->palette().color(QPalette::Base);
        QVERIFY(PaletteColors::contrastRatio(browser->palette().color(QPalette::Text), paper) >= 4.5);
        const QString html = browser->toHtml();
        QRegularExpression color(QStringLiteral("color:\\s*(#[0-9a-fA-F]{6})"));
        int seen = 0;
        for (auto it = color.globalMatch(html); it.hasNext(); ++seen) {
            const QColor c(it.next().captured(1));
            QVERIFY2(PaletteColors::contrastRatio(c, paper) >= 4.5, qPrintable(c.name()));
        }
        QVERIFY(seen > 0);
    }

    void chartsAreSharpOnHiDpi()
    {
        MainWindow w(m_env.context());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const qreal dpr = w.devicePixelRatioF();
        QCOMPARE(dpr, 2.0); // QT_SCALE_FACTOR from main()
        QVERIFY(w.openExampleRun(QStringLiteral(":/examples/pi4-samba-ntfs.pinasrun")));
        // The painted chart in the report is drawn for the screen's pixels, shown 640 px wide.
        const QImage chart = w.reportPage()
                                 ->browser()
                                 ->document()
                                 ->resource(QTextDocument::ImageResource, ReportHtml::chartUrl())
                                 .value<QImage>();
        QVERIFY(!chart.isNull());
        QCOMPARE(chart.devicePixelRatio(), dpr);
        QCOMPARE(chart.width(), qRound(640 * dpr));
        // The Qt Charts views render at the same ratio.
        w.pages()->setCurrentWidget(w.reportPage());
        w.reportPage()->findChild<QToolButton *>(QStringLiteral("seriesToggle"))->setChecked(true);
        auto *layers = w.reportPage()->findChild<LineChart *>();
        const QPixmap shot = layers->grab();
        QCOMPARE(shot.devicePixelRatio(), dpr);
        QCOMPARE(shot.width(), qRound(layers->width() * dpr));
    }
};

// Axis figures a reader can use: round ends and steps, not 0, 7, 13, 20, 26 or "…".
class TestChartAxes : public QObject
{
    Q_OBJECT
private slots:
    void lineChartEndsOnARoundFigure()
    {
        LineChart chart;
        chart.addPoint(QStringLiteral("a"), 1.2, 3);
        chart.addPoint(QStringLiteral("a"), 24.7, 97);
        chart.tidyAxes();
        QList<QValueAxis *> axes;
        for (QAbstractAxis *a : chart.chart()->axes())
            axes << qobject_cast<QValueAxis *>(a);
        QCOMPARE(axes.size(), 2);
        const QValueAxis *x = axes.at(0)->orientation() == Qt::Horizontal ? axes.at(0) : axes.at(1);
        const QValueAxis *y = x == axes.at(0) ? axes.at(1) : axes.at(0);
        QCOMPARE(x->max(), 25.0);
        QCOMPARE(x->tickCount(), 6); // 0, 5, … 25
        QCOMPARE(y->max(), 100.0);
        QVERIFY(y->tickCount() <= 7);
    }

    void layerAxisGoesLogarithmicForAFarCeiling()
    {
        // An 11 MB/s share beside a 1177 MB/s NIC ceiling: decades 1, 10, 100, 1000, 10000, so the
        // small bar keeps its length instead of a sliver.
        Report::LayerRow share;
        share.measured = 10.9;
        Report::LayerRow nic;
        nic.measured = 11.9;
        nic.ceiling.mbPerSecond = 1177; // only the figure matters to the axis
        const LayerChart::Axis axis = LayerChart::axisFor({share, nic}, 10.9);
        QVERIFY(axis.log);
        QCOMPARE(axis.ticks, (QList<double>{1, 10, 100, 1000, 10000}));
        QVERIFY(axis.fraction(10.9) > 0.0);
        // Figures within 20-fold keep a linear axis with round steps.
        nic.ceiling.mbPerSecond = 117;
        const LayerChart::Axis linear = LayerChart::axisFor({share, nic}, 10.9);
        QVERIFY(!linear.log);
        QCOMPARE(linear.max, 200.0);
        QCOMPARE(linear.ticks.size(), 5);
    }
};

int main(int argc, char *argv[])
{
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    app.setStyle(QStringLiteral("Fusion")); // a style that draws from the palette, as on Linux desktops
    TestAppearance test;
    TestChartAxes axes;
    return QTest::qExec(&test, argc, argv) | QTest::qExec(&axes, argc, argv);
}

#include "tst_appearance.moc"
