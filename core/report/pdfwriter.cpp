#include "core/report/pdfwriter.h"

#include "core/report/comparisonchart.h"
#include "core/report/layerchart.h"
#include "core/report/report.h"
#include "core/report/reporthtml.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QIODevice>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

namespace {

struct PdfTr
{
    Q_DECLARE_TR_FUNCTIONS(PdfWriter)
};

constexpr int kDpi = 300;
const QString kChartSpace = QStringLiteral("pinas:chart-space");

// The block that holds the chart's placeholder image, found after layout.
QRectF chartRect(QTextDocument &doc)
{
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (f.isImageFormat() && f.toImageFormat().name() == kChartSpace)
                return doc.documentLayout()->blockBoundingRect(b);
        }
    return {};
}

} // namespace

QString PdfWriter::chartPlaceholder()
{
    return QStringLiteral("<p>@@pinas-chart@@</p>");
}

QString PdfWriter::fontFamily(const QLocale &locale)
{
    const QStringList families = QFontDatabase::families();
    if (locale.language() != QLocale::Japanese)
        for (const QString &f : {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans"),
                                 QStringLiteral("Liberation Sans"), QStringLiteral("Arial")})
            if (families.contains(f))
                return f;
    // IPAGothic / Noto Sans CJK carry kana and kanji.
    for (const QString &f :
         {QStringLiteral("IPAGothic"), QStringLiteral("IPAPGothic"), QStringLiteral("Noto Sans CJK JP"),
          QStringLiteral("Noto Sans JP"), QStringLiteral("TakaoGothic"), QStringLiteral("VL Gothic"),
          QStringLiteral("Yu Gothic"), QStringLiteral("Meiryo"), QStringLiteral("Hiragino Sans")})
        if (families.contains(f))
            return f;
    return QFontDatabase::systemFont(QFontDatabase::GeneralFont).family();
}

Result<void> PdfWriter::writeHtml(const QString &title, const QString &html, QIODevice *device,
                                  const QLocale &locale, const std::function<void(QPainter *, const QRectF &)> &chart,
                                  double chartAspect)
{
    if (!device || !device->isWritable())
        return Result<void>::failure(PdfTr::tr("Could not write the PDF: the output is not open for writing."));
    QPdfWriter writer(device);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(kDpi);
    writer.setPageMargins(QMarginsF(18, 16, 18, 16), QPageLayout::Millimeter);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Pi NAS Doctor"));

    const QRect page = writer.pageLayout().paintRectPixels(kDpi);
    const double unit = kDpi / 25.4; // pixels per millimetre
    const double headerH = 9 * unit;
    const double footerH = 9 * unit;
    const QRectF body(0, headerH, page.width(), page.height() - headerH - footerH);

    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    QFont font(fontFamily(locale));
    font.setPointSizeF(9.5);
    doc.setDefaultFont(font);
    doc.setPageSize(body.size());
    doc.setHtml(html);

    // The chart is painted as vectors over an empty image of its size that keeps its place in the flow.
    QRectF chartArea;
    if (chart) {
        QImage blank(1, 1, QImage::Format_ARGB32);
        blank.fill(Qt::transparent);
        doc.addResource(QTextDocument::ImageResource, QUrl(kChartSpace), blank);
        QTextCursor at = doc.find(QStringLiteral("@@pinas-chart@@"));
        if (!at.isNull()) {
            // The layout scales image sizes by the device's DPI over 96: give them in 96-DPI units.
            const double scale = writer.logicalDpiX() / 96.0;
            QTextImageFormat f;
            f.setName(kChartSpace);
            f.setWidth(body.width() * 0.98 / scale);
            f.setHeight(body.width() * 0.98 * chartAspect / scale);
            at.insertImage(f);
            chartArea = chartRect(doc);
        }
    }

    QPainter p;
    if (!p.begin(&writer))
        return Result<void>::failure(PdfTr::tr("Could not write the PDF."));
    p.setRenderHint(QPainter::Antialiasing);
    const int pages = doc.pageCount();
    QFont small(fontFamily(locale));
    small.setPointSizeF(8);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        p.save();
        p.translate(body.left(), body.top() - i * body.height());
        const QRectF visible(0, i * body.height(), body.width(), body.height());
        p.setClipRect(visible);
        QAbstractTextDocumentLayout::PaintContext ctx;
        ctx.clip = visible;
        doc.documentLayout()->draw(&p, ctx);
        p.setFont(font); // the chart in the report's own face
        if (chart && chartArea.isValid() && chartArea.intersects(visible))
            chart(&p, QRectF(chartArea.topLeft(), QSizeF(std::min(chartArea.width(), body.width() * 0.98),
                                                         body.width() * 0.98 * chartAspect)));
        p.restore();

        p.setFont(small);
        p.setPen(QColor(0x50, 0x50, 0x50));
        p.drawText(QRectF(0, 0, page.width(), headerH * 0.8), Qt::AlignLeft | Qt::AlignVCenter, title);
        p.drawText(QRectF(0, 0, page.width(), headerH * 0.8), Qt::AlignRight | Qt::AlignVCenter,
                   QStringLiteral("Pi NAS Doctor"));
        p.drawLine(QPointF(0, headerH * 0.85), QPointF(page.width(), headerH * 0.85));
        p.drawText(QRectF(0, page.height() - footerH * 0.8, page.width(), footerH * 0.8), Qt::AlignCenter,
                   PdfTr::tr("Page %1 of %2").arg(QString::number(i + 1), QString::number(pages)));
    }
    if (!p.end())
        return Result<void>::failure(PdfTr::tr("Could not write the PDF."));
    return Result<void>::success();
}

Result<void> PdfWriter::writeReport(const Report &report, QIODevice *device)
{
    const QString html = ReportHtml::render(report, {chartPlaceholder(), true});
    const QString title =
        report.runLabel.isEmpty() ? report.title : report.title + QStringLiteral(": ") + report.runLabel;
    const double width = 1000;
    const double aspect = LayerChart::preferredSize(report, width).height() / width;
    return writeHtml(
        title, html, device, report.locale,
        [&report](QPainter *p, const QRectF &r) { LayerChart::paint(p, r, report); }, aspect);
}

Result<void> PdfWriter::writeComparison(const Comparison &comparison, QIODevice *device)
{
    QString html = comparison.toHtml();
    // The chart goes right after the heading.
    html.replace(QStringLiteral("</h1>"), QStringLiteral("</h1>") + chartPlaceholder());
    return writeHtml(
        Comparison::tr("Comparison of runs"), html, device, comparison.locale,
        [&comparison](QPainter *p, const QRectF &r) { ComparisonChart::paint(p, r, comparison); },
        ComparisonChart::aspect(comparison));
}
