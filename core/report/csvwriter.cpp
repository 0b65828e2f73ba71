#include "core/report/csvwriter.h"

#include "core/model/completeness.h"
#include "core/model/displaytext.h"
#include "core/report/report.h"

#include <QCoreApplication>
#include <QIODevice>

namespace {
struct CsvTr
{
    Q_DECLARE_TR_FUNCTIONS(CsvWriter)
};

QString number(double v)
{
    return v >= 0 ? QString::number(v, 'g', 12) : QString();
}
} // namespace

QString CsvWriter::field(const QString &value)
{
    if (!value.contains(u',') && !value.contains(u'"') && !value.contains(u'\n') && !value.contains(u'\r'))
        return value;
    QString v = value;
    v.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + v + u'"';
}

QString CsvWriter::text(const QString &value)
{
    // Capped like the strings a report shows (a 100 MB label must not become a 100 MB cell).
    const QString v = DisplayText::cut(value, kMaxCellChars);
    static const QString formulaStarts = QStringLiteral("=+-@\t\r");
    if (!v.isEmpty() && formulaStarts.contains(v.front()))
        return QStringLiteral("'") + v;
    return v;
}

QString CsvWriter::line(const QString &value)
{
    return text(DisplayText::line(value));
}

QString CsvWriter::row(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields)
        quoted << field(f);
    return quoted.join(u',') + QStringLiteral("\r\n");
}

QByteArray CsvWriter::reportsCsv(const QList<Report> &reports)
{
    QString text =
        row({QStringLiteral("run"), QStringLiteral("started"), QStringLiteral("completeness"), QStringLiteral("kind"),
             QStringLiteral("bytes"), QStringLiteral("seconds"), QStringLiteral("mb_per_s"),
             QStringLiteral("method"), QStringLiteral("peak_process_cpu"), QStringLiteral("error")});
    for (const Report &report : reports) {
        const QString started = report.started.isValid() ? report.started.toString(Qt::ISODate) : QString();
        const QString completeness = Completeness::key(report.completeness.state);
        for (const Report::MeasurementRow &m : report.measurements) {
            QStringList cpu;
            for (auto it = m.peakProcessCpu.cbegin(); it != m.peakProcessCpu.cend(); ++it)
                cpu << QStringLiteral("%1=%2").arg(it.key(), QString::number(it.value()));
            text += row({CsvWriter::line(report.label), started, completeness, CsvWriter::text(m.kind),
                         m.bytes >= 0 ? QString::number(m.bytes) : QString(), number(m.seconds),
                         number(m.mbPerSecond), CsvWriter::text(m.method), CsvWriter::text(cpu.join(u' ')),
                         CsvWriter::text(m.runError)});
        }
    }
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}

Result<void> CsvWriter::writeReports(const QList<Report> &reports, QIODevice *device)
{
    const QByteArray bytes = reportsCsv(reports);
    if (!device || device->write(bytes) != bytes.size())
        return Result<void>::failure(CsvTr::tr("Could not write the CSV: %1")
                                         .arg(device ? device->errorString() : QStringLiteral("no device")));
    return Result<void>::success();
}
