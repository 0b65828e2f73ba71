#include "app/dialogs/aboutdialog.h"

#include "app/dialogs/licencesdialog.h"
#include "remote/ssh/libsshinfo.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtGlobal>

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("aboutDialog"));
    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/hicolor/64x64/apps/io.github.pinasdoctor.PiNasDoctor.png")).pixmap(64, 64));
    icon->setAlignment(Qt::AlignTop);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("aboutText"));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_licence = new QLabel(this);
    m_licence->setObjectName(QStringLiteral("licenceText"));
    m_licence->setWordWrap(true);
    m_licence->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_licence->setOpenExternalLinks(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_licencesButton = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_licencesButton->setObjectName(QStringLiteral("licencesButton"));
    connect(m_licencesButton, &QPushButton::clicked, this, &AboutDialog::showLicences);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *texts = new QVBoxLayout;
    texts->addWidget(m_text);
    texts->addWidget(m_licence);
    texts->addStretch();
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(texts, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    setMinimumWidth(480);
    retranslateUi();
}

void AboutDialog::retranslateUi()
{
    setWindowTitle(tr("About Pi NAS Doctor"));
    m_text->setText(tr("<h3>Pi NAS Doctor %1</h3>"
                       "<p>Finds out why a Raspberry Pi NAS is slow: it measures the Pi's disk, "
                       "the network and the share one layer at a time, compares each figure "
                       "with its ceiling and ranks the fixes.</p>"
                       "<p>Qt %2 (built with %3)<br>libssh %4</p>")
                        .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()),
                             QStringLiteral(QT_VERSION_STR), libsshVersion().toHtmlEscaped()));
    // The licence's name and identifier stay as published; only the sentence around them is ours.
    m_licence->setText(tr("<p>Pi NAS Doctor is free software: you can share and change it under the "
                          "GNU General Public License, version 3 or any later version "
                          "(GPL-3.0-or-later). It comes with no warranty.</p>"
                          "<p>Licences… shows the licence's full text, and the notices and licences "
                          "of the components the app uses.</p>"));
    m_licencesButton->setText(tr("&Licences…"));
}

LicencesDialog *AboutDialog::licencesDialog() const
{
    return m_licences.data();
}

void AboutDialog::showLicences()
{
    if (!m_licences) {
        m_licences = new LicencesDialog(this);
        m_licences->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_licences->show();
    m_licences->raise();
    m_licences->activateWindow();
}

void AboutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
