#include "app/widgets/verdictcard.h"

#include "app/widgets/palettecolors.h"
#include "core/report/report.h"

#include <QLabel>
#include <QVBoxLayout>

namespace {

QLabel *plainLabel(QWidget *parent, const QString &objectName)
{
    auto *l = new QLabel(parent);
    l->setObjectName(objectName);
    l->setTextFormat(Qt::PlainText); // the Pi's names and the run's messages are data
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}

QColor stateColor(Completeness::State s)
{
    switch (s) {
    case Completeness::State::Complete:
        return QColor(0x1d, 0x6b, 0x2f);
    case Completeness::State::Partial:
    case Completeness::State::FactsOnly:
        return QColor(0x8a, 0x5a, 0x00);
    case Completeness::State::Cancelled:
        break;
    }
    return QColor(0xa0, 0x20, 0x20);
}

} // namespace

VerdictCard::VerdictCard(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("verdictCard"));
    setFrameShape(QFrame::StyledPanel);
    m_state = plainLabel(this, QStringLiteral("verdictState"));
    m_headline = plainLabel(this, QStringLiteral("verdictHeadline"));
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.7);
    big.setBold(true);
    m_headline->setFont(big);
    m_figure = plainLabel(this, QStringLiteral("verdictFigure"));
    QFont mid = m_figure->font();
    mid.setPointSizeF(mid.pointSizeF() * 1.25);
    m_figure->setFont(mid);
    m_summary = plainLabel(this, QStringLiteral("verdictSummary"));
    m_fix = plainLabel(this, QStringLiteral("verdictFix"));
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(4);
    layout->addWidget(m_state);
    layout->addWidget(m_headline);
    layout->addWidget(m_figure);
    layout->addWidget(m_summary);
    layout->addWidget(m_fix);
}

void VerdictCard::setReport(const Report &r)
{
    QFont bold = m_state->font();
    bold.setBold(true);
    m_state->setFont(bold);
    QPalette pal = m_state->palette();
    const QColor color = stateColor(r.completeness.state);
    // The same hue, light enough to read on a dark window.
    pal.setColor(QPalette::WindowText, PaletteColors::isDark(palette()) ? color.lighter(220) : color);
    m_state->setPalette(pal);
    m_state->setText(tr("Run: %1").arg(r.completeness.title()));
    m_headline->setText(r.verdictHeadline);
    m_figure->setText(r.verdictFigure);
    m_figure->setVisible(!r.verdictFigure.isEmpty());
    m_summary->setText(r.verdictText);
    if (!r.verdictFix.isEmpty()) {
        QFont fixFont = m_fix->font();
        fixFont.setBold(true);
        m_fix->setFont(fixFont);
        m_fix->setText(r.verdictFix);
        m_fix->show();
    } else {
        m_fix->clear();
        m_fix->hide();
    }
}

QString VerdictCard::stateText() const
{
    return m_state->text();
}

QString VerdictCard::headlineText() const
{
    return m_headline->text();
}
