#include "app/dialogs/pastedialog.h"
#include "app/widgets/plaintext.h"

#include "core/model/factlabels.h"
#include "core/probe/pasterecognizer.h"
#include "core/probe/textfacts.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

PasteDialog::PasteDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("pasteDialog"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_input = new QPlainTextEdit(this);
    m_input->setObjectName(QStringLiteral("pastedText"));
    m_input->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_input->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_input->setTabChangesFocus(true); // keyboard users can leave the editor with Tab
    m_listLabel = new QLabel(this);
    m_pieces = new QListWidget(this);
    m_pieces->setObjectName(QStringLiteral("recognisedPieces"));
    m_pieces->setMaximumHeight(160);
    m_listLabel->setBuddy(m_pieces);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("pasteStatus"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_input, 3);
    layout->addWidget(m_listLabel);
    layout->addWidget(m_pieces, 1);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    // Splitting a long paste on every keystroke would make typing lag: wait for a pause.
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(200);
    connect(m_debounce, &QTimer::timeout, this, &PasteDialog::refresh);
    connect(m_input, &QPlainTextEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_pieces, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        // Jump to the piece in the editor.
        const int line = item->data(Qt::UserRole).toInt();
        QTextCursor c(m_input->document()->findBlockByLineNumber(line));
        m_input->setTextCursor(c);
        m_input->setFocus();
    });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    resize(720, 560);
    retranslateUi();
    refresh();
}

QString PasteDialog::pastedText() const
{
    return m_input->toPlainText();
}

void PasteDialog::setPastedText(const QString &text)
{
    m_input->setPlainText(text);
    refresh();
}

QString PasteDialog::transcript() const
{
    return TextFacts::storedTranscript(m_input->toPlainText());
}

void PasteDialog::refresh()
{
    m_debounce->stop();
    m_pieces->clear();
    m_recognised = 0;
    const QList<PastePiece> pieces = PasteRecognizer::split(m_input->toPlainText());
    for (const PastePiece &p : pieces) {
        if (p.text.trimmed().isEmpty())
            continue;
        const bool known = !p.sectionId.isEmpty();
        const QString name = known ? FactLabels::section(p.sectionId) : tr("Not recognised");
        const QString text = p.firstLine == p.lastLine
                                 ? tr("%1 (line %2)").arg(name, QString::number(p.firstLine + 1))
                                 : tr("%1 (lines %2–%3)").arg(name, QString::number(p.firstLine + 1),
                                                              QString::number(p.lastLine + 1));
        auto *item = new QListWidgetItem(text, m_pieces);
        item->setData(Qt::UserRole, p.firstLine);
        item->setData(Qt::UserRole + 1, p.sectionId);
        if (!p.command.isEmpty())
            item->setToolTip(PlainText::toolTip(tr("Command: %1").arg(p.command)));
        if (!known)
            item->setForeground(m_pieces->palette().color(QPalette::Disabled, QPalette::Text));
        else
            ++m_recognised;
    }
    if (m_input->toPlainText().trimmed().isEmpty())
        m_status->setText(tr("Paste the outputs below; they are recognised as you paste."));
    else if (m_recognised == 0)
        m_status->setText(FactLabels::nothingRecognised());
    else
        m_status->setText(FactLabels::pastedOutputsRecognised(m_recognised));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_recognised > 0);
}

void PasteDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PasteDialog::retranslateUi()
{
    setWindowTitle(tr("Paste outputs"));
    m_intro->setText(tr("Paste the outputs of commands such as lsusb -t, ethtool eth0, mount, dmesg or "
                        "vcgencmd get_throttled, for example from a forum post. Shell prompts and several "
                        "outputs in one paste are fine: each output is recognised by its shape."));
    m_input->setPlaceholderText(
        tr("pi@raspberrypi:~ $ lsusb -t\n/:  Bus 01.Port 1: Dev 1, Class=root_hub, …"));
    m_input->setAccessibleName(tr("Pasted outputs"));
    m_listLabel->setText(tr("&Recognised outputs:"));
    m_pieces->setAccessibleName(tr("Recognised outputs"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Analyse"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    refresh();
}
