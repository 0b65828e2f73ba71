#include "app/dialogs/licencesdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace {

const QString kProgramLicence = QStringLiteral(":/licences/LICENSE.txt");
const QString kNotices = QStringLiteral(":/licences/THIRD-PARTY-NOTICES.txt");
const QString kTextsDir = QStringLiteral(":/licences/licences");

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

LicencesDialog::LicencesDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("licencesDialog"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("licenceList"));
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("licenceText"));
    m_text->setReadOnly(true);
    // The texts are laid out in fixed columns (indented clauses, tables of files).
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    // The program's licence and the notices first, then each text the notices cite, by file name
    // (which is the licence's own name: LGPL-2.1, QtKeychain-BSD-2-Clause…).
    for (const QString &path : {kProgramLicence, kNotices}) {
        auto *item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, path);
    }
    const QStringList texts = QDir(kTextsDir).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    for (const QString &name : texts) {
        auto *item = new QListWidgetItem(QFileInfo(name).completeBaseName(), m_list);
        item->setData(Qt::UserRole, QString(kTextsDir + u'/' + name));
    }
    m_list->setFixedWidth(m_list->sizeHintForColumn(0) + 40);
    connect(m_list, &QListWidget::currentRowChanged, this, &LicencesDialog::showCurrent);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *body = new QHBoxLayout;
    body->addWidget(m_list);
    body->addWidget(m_text, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(body, 1);
    layout->addWidget(buttons);
    resize(900, 620);
    retranslateUi();
    m_list->setCurrentRow(0);
}

bool LicencesDialog::showDocument(const QString &resourcePath)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toString() == resourcePath) {
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

void LicencesDialog::showCurrent()
{
    const QListWidgetItem *item = m_list->currentItem();
    m_text->setPlainText(item ? readText(item->data(Qt::UserRole).toString()) : QString());
}

void LicencesDialog::retranslateUi()
{
    setWindowTitle(tr("Licences"));
    m_intro->setText(tr("Pi NAS Doctor's licence, and the notices and licences of the components it "
                        "uses. The texts are shown in English, as their authors published them."));
    m_list->item(0)->setText(tr("Pi NAS Doctor: GPL-3.0-or-later"));
    m_list->item(1)->setText(tr("Third-party notices"));
    m_list->setFixedWidth(m_list->sizeHintForColumn(0) + 40);
}

void LicencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
