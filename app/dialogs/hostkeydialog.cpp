#include "app/dialogs/hostkeydialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

HostKeyDialog::HostKeyDialog(const QString &host, const QString &keyType, const QString &fingerprint,
                             QWidget *parent)
    : QDialog(parent), m_host(host), m_keyType(keyType), m_fingerprint(fingerprint)
{
    setObjectName(QStringLiteral("hostKeyDialog"));
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_details = new QLabel(this);
    m_details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setObjectName(QStringLiteral("fingerprint"));

    auto *buttons = new QDialogButtonBox(this);
    m_trust = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    m_trust->setObjectName(QStringLiteral("trust"));
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_trust->setAutoDefault(false);
    m_cancel->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_details);
    layout->addWidget(buttons);
    retranslateUi();
}

void HostKeyDialog::retranslateUi()
{
    setWindowTitle(tr("New host key"));
    m_text->setText(tr("This is the first connection to %1. Its identity cannot be confirmed yet.\n\n"
                       "If you can, compare the fingerprint below with the one the Pi shows for\n"
                       "  ssh-keygen -lf /etc/ssh/ssh_host_%2_key.pub\n"
                       "Trust the key only if they match; the app remembers it and warns if it ever changes.")
                        .arg(m_host, m_keyType.section(QLatin1Char('-'), 1)));
    m_details->setText(tr("Key type: %1\nFingerprint: %2").arg(m_keyType, m_fingerprint));
    m_trust->setText(tr("&Trust and connect"));
}

void HostKeyDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
