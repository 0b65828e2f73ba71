#include "app/pages/factspage.h"

#include "core/diagnosis/diagnosis.h"
#include "core/model/run.h"

#include "app/widgets/factstree.h"
#include "core/model/factlabels.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/textfacts.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

FactsPage::FactsPage(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("factsPage"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("factsSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_summary->setTextFormat(Qt::PlainText);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("factsTabs"));
    m_tree = new FactsTree(m_tabs);

    auto *rawPage = new QWidget(m_tabs);
    rawPage->setObjectName(QStringLiteral("rawOutputPage"));
    m_raw = new QPlainTextEdit(rawPage);
    m_raw->setObjectName(QStringLiteral("rawOutput"));
    m_raw->setReadOnly(true);
    m_raw->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_raw->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Read-only text still takes focus and lets the keyboard select and copy.
    m_raw->setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    m_copy = new QPushButton(rawPage);
    m_copy->setObjectName(QStringLiteral("copyTranscript"));
    m_copied = new QLabel(rawPage);
    m_copied->setObjectName(QStringLiteral("copiedNote"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copy);
    buttons->addWidget(m_copied, 1);
    auto *rawLayout = new QVBoxLayout(rawPage);
    rawLayout->addWidget(m_raw, 1);
    rawLayout->addLayout(buttons);

    m_tabs->addTab(m_tree, QString());
    m_tabs->addTab(rawPage, QString());

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);

    connect(m_copy, &QPushButton::clicked, this, &FactsPage::copyTranscript);
    setTabOrder(m_tabs, m_tree);
    setTabOrder(m_tree, m_raw);
    setTabOrder(m_raw, m_copy);
    retranslateUi();
}

void FactsPage::setTranscript(const QString &transcript)
{
    Run run;
    run.setTranscript(transcript);
    setRun(run);
}

void FactsPage::setRun(const Run &run)
{
    const QString transcript = run.transcript();
    m_findingIds.clear();
    for (const Finding &f : Diagnosis::diagnose(run).findings)
        m_findingIds << f.id;
    m_transcript = transcript;
    const Transcript parsed = TextFacts::transcript(transcript);
    m_facts = FactsBuilder::build(parsed);
    m_truncated = parsed.truncated();
    m_hasFacts = true;
    m_tree->setPcFacts(PcFacts::fromJson(run.extra().value(QStringLiteral("pc")).toObject()));
    m_tree->showFacts(m_facts, m_findingIds);
    m_raw->setPlainText(transcript);
    m_copied->clear();
    m_copy->setEnabled(!transcript.isEmpty());
    updateSummary();
}

void FactsPage::clear()
{
    m_transcript.clear();
    m_findingIds.clear();
    m_facts = Facts();
    m_hasFacts = false;
    m_truncated = false;
    m_tree->clearFacts();
    m_raw->clear();
    m_copied->clear();
    m_copy->setEnabled(false);
    m_tabs->setCurrentIndex(0);
    updateSummary();
}

void FactsPage::copyTranscript()
{
    QApplication::clipboard()->setText(m_transcript);
    m_copied->setText(tr("Copied to the clipboard."));
}

void FactsPage::showRawOutput()
{
    m_tabs->setCurrentIndex(1);
}

void FactsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void FactsPage::retranslateUi()
{
    m_tabs->setTabText(0, tr("Fa&cts"));
    m_tabs->setTabText(1, tr("&Raw output"));
    m_tabs->setTabToolTip(0, tr("The facts read from the outputs, grouped, with where each came from."));
    m_tabs->setTabToolTip(1, tr("The outputs exactly as they were received."));
    m_tabs->setAccessibleName(tr("Facts and raw output"));
    m_raw->setAccessibleName(tr("Raw output"));
    m_copy->setText(tr("C&opy"));
    m_copy->setToolTip(tr("Copy the raw output to the clipboard, e.g. to ask for help in a forum."));
    m_copy->setAccessibleName(tr("Copy raw output"));
    m_summary->setAccessibleName(tr("Summary"));
    if (!m_copied->text().isEmpty())
        m_copied->setText(tr("Copied to the clipboard."));
    if (m_hasFacts)
        m_tree->showFacts(m_facts, m_findingIds); // rows are built in code: rebuild them in the new language
    else
        m_tree->retranslate();
    m_copy->setEnabled(!m_transcript.isEmpty());
    updateSummary();
}

void FactsPage::updateSummary()
{
    if (!m_hasFacts) {
        m_summary->setText(tr("No facts yet: run a check on a Pi, or paste command outputs."));
        return;
    }
    const BoardFacts &b = m_facts.board;
    const QString board = b.modelName.valueOr(b.model.valueOr(b.product.valueOr(FactLabels::unknown())));
    QStringList lines{tr("Board: %1").arg(board)};
    const int warnings = int(m_tree->warningKeys().size());
    lines.append(warnings > 0 ? tr("Warnings (highlighted below): %1").arg(warnings) : tr("No warnings."));
    if (b.raspberryPi.isKnown() && !b.raspberryPi.value())
        lines.append(FactLabels::notARaspberryPi());
    if (m_truncated)
        lines.append(FactLabels::transcriptCutOff());
    m_summary->setText(lines.join(u'\n'));
}
