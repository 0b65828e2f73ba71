#pragma once

#include <QFrame>

class QLabel;
struct Report;

// The top of the Report page, read in ten seconds: the run's completeness state, the bottleneck in
// large type with its figure against its limit, the one fix that matters most and its expected
// gain. Texts come from the report (built in its language) and from tr() while the report's
// translator is installed: call setReport() inside a ScopedReportLanguage. Every text is plain.
class VerdictCard : public QFrame
{
    Q_OBJECT
public:
    explicit VerdictCard(QWidget *parent = nullptr);
    void setReport(const Report &report);
    QString stateText() const;    // "Run: Complete"
    QString headlineText() const; // the layer, or "Cancelled — no diagnosis"

private:
    QLabel *m_state = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_figure = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_fix = nullptr;
};
