#include <QIcon>
#include <QImage>
#include <QTest>

// The window icon main.cpp sets comes from the resource :/icons, the PNGs of packaging/icons.
class TestAppIcon : public QObject
{
    Q_OBJECT
private slots:
    void everySizeIsInTheResource_data()
    {
        QTest::addColumn<int>("size");
        for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
            QTest::addRow("%d", size) << size;
    }

    void everySizeIsInTheResource()
    {
        QFETCH(int, size);
        const QString path =
            QStringLiteral(":/icons/hicolor/%1x%1/apps/io.github.pinasdoctor.PiNasDoctor.png").arg(size);
        QImage image(path);
        QVERIFY2(!image.isNull(), qPrintable(path));
        QCOMPARE(image.size(), QSize(size, size));
        QVERIFY(image.hasAlphaChannel());
        // The corners are transparent (rounded board) and the middle is drawn.
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
    }

    void iconOffersEachSize()
    {
        QIcon icon;
        for (int size : {16, 32, 256})
            icon.addFile(QStringLiteral(":/icons/hicolor/%1x%1/apps/io.github.pinasdoctor.PiNasDoctor.png").arg(size));
        QCOMPARE(icon.availableSizes().size(), 3);
        QCOMPARE(icon.pixmap(QSize(32, 32)).size(), QSize(32, 32));
    }
};

QTEST_MAIN(TestAppIcon)
#include "tst_appicon.moc"
