#include "app/dialogs/welcomedialog.h"

#include "app/setup/exampleruns.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

constexpr int kResourceRole = Qt::UserRole + 1;

QLabel *heading(QWidget *parent, qreal scale)
{
    auto *l = new QLabel(parent);
    QFont f = l->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * scale);
    l->setFont(f);
    return l;
}

QLabel *paragraph(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    return l;
}

} // namespace

WelcomeDialog::WelcomeDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("welcomeDialog"));
    m_title = heading(this, 1.4);
    m_intro = paragraph(this);
    m_readsTitle = heading(this, 1.0);
    m_reads = paragraph(this);
    m_writesTitle = heading(this, 1.0);
    m_writes = paragraph(this);
    m_examplesTitle = heading(this, 1.0);
    m_examples = new QListWidget(this);
    m_examples->setObjectName(QStringLiteral("exampleList"));
    m_examples->setWordWrap(true);
    m_examples->setAlternatingRowColors(true);
    m_examplesTitle->setBuddy(m_examples);
    m_openExample = new QPushButton(this);
    m_openExample->setObjectName(QStringLiteral("openExample"));
    m_addPi = new QPushButton(this);
    m_addPi->setObjectName(QStringLiteral("addMyPi"));
    m_addPi->setDefault(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_buttons->addButton(m_openExample, QDialogButtonBox::ActionRole);
    m_buttons->addButton(m_addPi, QDialogButtonBox::ActionRole);

    auto *layout = new QVBoxLayout(this);
    for (QWidget *w : {static_cast<QWidget *>(m_title), static_cast<QWidget *>(m_intro),
                       static_cast<QWidget *>(m_readsTitle), static_cast<QWidget *>(m_reads),
                       static_cast<QWidget *>(m_writesTitle), static_cast<QWidget *>(m_writes),
                       static_cast<QWidget *>(m_examplesTitle)})
        layout->addWidget(w);
    layout->addWidget(m_examples, 1);
    layout->addWidget(m_buttons);
    setTabOrder(m_examples, m_openExample);
    setTabOrder(m_openExample, m_addPi);

    connect(m_openExample, &QPushButton::clicked, this, &WelcomeDialog::openExample);
    connect(m_examples, &QListWidget::itemActivated, this, &WelcomeDialog::openExample);
    connect(m_addPi, &QPushButton::clicked, this, [this] {
        emit addPiRequested();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    m_examples->setCurrentRow(0);
    resize(640, 620);
}

void WelcomeDialog::openExample()
{
    const QListWidgetItem *item = m_examples->currentItem();
    if (!item)
        return;
    emit exampleRequested(item->data(kResourceRole).toString());
    accept();
}

void WelcomeDialog::retranslateUi()
{
    setWindowTitle(tr("Welcome to Pi NAS Doctor"));
    m_title->setText(tr("Find out why your Pi NAS is slow"));
    m_intro->setText(tr("Pi NAS Doctor logs in to your Raspberry Pi over SSH, measures every layer a file crosses "
                        "— the disk, the network, the share — on its own, puts each next to what the hardware can "
                        "do, and names the slowest one with a fix. A check takes about a minute."));
    m_readsTitle->setText(tr("What it reads on the Pi"));
    m_reads->setText(tr("One shell script, with no installs and no sudo unless you allow it: facts from /proc and "
                        "/sys, lsusb, ethtool, mount, df, vcgencmd get_throttled, dmesg, the NFS exports and the "
                        "Samba settings. While tests run it reads the CPU, network and disk counters once a "
                        "second."));
    m_writesTitle->setText(tr("What it writes, and where"));
    m_writes->setText(tr("Only temporary test files with unique names (.pinas-doctor-….tmp): one in the folder on "
                         "the Pi that you choose, after checking there is room, and one in the share on this PC. "
                         "They are removed at the end, when you cancel, and at the next connection if a "
                         "connection broke. On this PC it keeps your Pis (without passwords) and the runs."));
    m_examplesTitle->setText(tr("&Example reports, from real write-ups:"));
    m_examples->setAccessibleName(tr("Example reports"));
    const QString current = m_examples->currentItem() ? m_examples->currentItem()->data(kResourceRole).toString()
                                                      : QString();
    m_examples->clear();
    for (const ExampleRun &e : ExampleRuns::all()) {
        auto *item = new QListWidgetItem(e.title + u'\n' + e.description, m_examples);
        item->setData(kResourceRole, e.resource);
        item->setToolTip(e.description);
        if (e.resource == current)
            m_examples->setCurrentItem(item);
    }
    m_openExample->setText(tr("&Open an example report"));
    m_addPi->setText(tr("&Add my Pi…"));
}

void WelcomeDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
