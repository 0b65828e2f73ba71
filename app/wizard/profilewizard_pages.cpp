// The wizard's pages: their widgets, layouts and texts. The logic is in profilewizard.cpp.
#include "app/wizard/profilewizard.h"

#include "app/dialogs/forgethostkeybutton.h"
#include "app/dialogs/usesharefolderbutton.h"

#include "app/widgets/formlabels.h"
#include "app/widgets/useschooser.h"
#include "app/widgets/warninglabel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QWizardPage>

namespace {

QLabel *wrapped(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    return l;
}

QWidget *withButton(QWidget *parent, QWidget *field, QPushButton *button)
{
    auto *w = new QWidget(parent);
    auto *l = new QHBoxLayout(w);
    l->setContentsMargins(0, 0, 0, 0);
    l->addWidget(field, 1);
    l->addWidget(button);
    return w;
}

} // namespace

QLabel *ProfileWizard::addProblemsLabel(QWizardPage *page)
{
    auto *label = new WarningLabel(page);
    label->setObjectName(QStringLiteral("wizardProblems"));
    label->hide();
    page->layout()->addWidget(label);
    m_problems << label;
    return label;
}

// A form whose labels are buddies of their fields, so each label's mnemonic focuses its field.
static QFormLayout *form(QWizardPage *page, const QList<QWidget *> &fields, QList<QLabel *> &labels)
{
    auto *f = new QFormLayout;
    for (QWidget *field : fields) {
        auto *label = new QLabel(page);
        label->setBuddy(FormLabels::buddyFor(field));
        labels << label;
        f->addRow(label, field);
    }
    return f;
}

void ProfileWizard::buildHostPage()
{
    auto *page = new QWizardPage(this);
    page->setObjectName(QStringLiteral("hostPage"));
    m_hostIntro = wrapped(page);
    m_sshHostsBox = new QComboBox(page);
    m_sshHostsBox->setObjectName(QStringLiteral("wizardSshHosts"));
    m_sshHostsBox->addItem(QString(), -1);
    for (int i = 0; i < m_sshHosts.size(); ++i)
        m_sshHostsBox->addItem(m_sshHosts.at(i).alias, i);
    m_sshHostsBox->setEnabled(!m_sshHosts.isEmpty());
    m_fields.host = new QLineEdit(QStringLiteral("raspberrypi.local"), page);
    m_fields.host->setObjectName(QStringLiteral("wizardHost"));
    m_fields.port = new QSpinBox(page);
    m_fields.port->setObjectName(QStringLiteral("wizardPort"));
    m_fields.port->setRange(1, 65535);
    m_fields.port->setValue(22);
    m_fields.user = new QLineEdit(Profile().user, page);
    m_fields.user->setObjectName(QStringLiteral("wizardUser"));
    m_fields.name = new QLineEdit(page);
    m_fields.name->setObjectName(QStringLiteral("wizardName"));

    QList<QLabel *> labels;
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_hostIntro);
    layout->addLayout(
        form(page, {m_sshHostsBox, m_fields.host, m_fields.port, m_fields.user, m_fields.name}, labels));
    m_formLabels << labels;
    addProblemsLabel(page);
    setPage(HostPageId, page);

    connect(m_sshHostsBox, &QComboBox::currentIndexChanged, this, &ProfileWizard::applySshHost);
    connect(m_fields.host, &QLineEdit::textChanged, this, &ProfileWizard::hostEdited);
    connect(m_fields.name, &QLineEdit::textEdited, this, [this] { m_nameEdited = true; });
}

void ProfileWizard::buildLoginPage()
{
    auto *page = new QWizardPage(this);
    page->setObjectName(QStringLiteral("loginPage"));
    m_loginIntro = wrapped(page);
    m_fields.auth = new QComboBox(page);
    m_fields.auth->setObjectName(QStringLiteral("wizardAuth"));
    ProfileFields::addAuthItems(m_fields.auth);
    m_fields.keyPath = new QLineEdit(page);
    m_fields.keyPath->setObjectName(QStringLiteral("wizardKeyPath"));
    m_keyBrowse = new QPushButton(page);
    m_keyBrowse->setObjectName(QStringLiteral("wizardKeyBrowse"));

    QList<QLabel *> labels;
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_loginIntro);
    layout->addLayout(form(page, {m_fields.auth, withButton(page, m_fields.keyPath, m_keyBrowse)}, labels));
    m_formLabels << labels;
    addProblemsLabel(page);
    setPage(LoginPageId, page);

    connect(m_fields.auth, &QComboBox::currentIndexChanged, this, &ProfileWizard::updateKeyFields);
    connect(m_keyBrowse, &QPushButton::clicked, this, &ProfileWizard::browseKey);
}

void ProfileWizard::buildFoldersPage()
{
    auto *page = new QWizardPage(this);
    page->setObjectName(QStringLiteral("foldersPage"));
    m_foldersIntro = wrapped(page);
    m_fields.remoteDir = new QLineEdit(page);
    m_fields.remoteDir->setObjectName(QStringLiteral("wizardRemoteDir"));
    m_fields.remoteDir->setPlaceholderText(QStringLiteral("/srv/nas"));
    m_share = new QComboBox(page);
    m_share->setObjectName(QStringLiteral("wizardShare"));
    m_share->setEditable(true);
    m_share->setInsertPolicy(QComboBox::NoInsert);
    m_shareBrowse = new QPushButton(page);
    m_shareBrowse->setObjectName(QStringLiteral("wizardShareBrowse"));
    m_shareNote = wrapped(page);
    m_shareNote->setObjectName(QStringLiteral("wizardShareNote"));
    m_uses = new UsesChooser(page);

    QList<QLabel *> labels;
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_foldersIntro);
    layout->addLayout(form(page, {m_fields.remoteDir, withButton(page, m_share, m_shareBrowse)}, labels));
    layout->addWidget(m_shareNote);
    layout->addWidget(m_uses);
    m_formLabels << labels;
    addProblemsLabel(page);
    setPage(FoldersPageId, page);

    connect(m_fields.remoteDir, &QLineEdit::textEdited, this, [this] { m_remoteDirEdited = true; });
    connect(m_shareBrowse, &QPushButton::clicked, this, &ProfileWizard::browseShare);
    connect(m_share, &QComboBox::currentTextChanged, this, &ProfileWizard::shareChanged);
    connect(m_share->lineEdit(), &QLineEdit::textEdited, this, [this] { m_shareEdited = true; });
}

void ProfileWizard::buildTestPage()
{
    auto *page = new QWizardPage(this);
    page->setObjectName(QStringLiteral("testPage"));
    m_summary = wrapped(page);
    m_summary->setObjectName(QStringLiteral("wizardSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_test = new QPushButton(page);
    m_test->setObjectName(QStringLiteral("wizardTestConnection"));
    m_test->setVisible(false);
    m_testOutput = new QPlainTextEdit(page);
    m_testOutput->setObjectName(QStringLiteral("wizardTestOutput"));
    m_testOutput->setReadOnly(true);
    m_testOutput->setVisible(false);
    m_useShareFolder = new UseShareFolderButton(m_fields.remoteDir, m_testOutput, page);
    m_forgetHostKey = new ForgetHostKeyButton(m_testOutput, page);

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_summary);
    layout->addWidget(m_test, 0, Qt::AlignLeft);
    layout->addWidget(m_testOutput, 1);
    layout->addWidget(m_useShareFolder, 0, Qt::AlignLeft);
    layout->addWidget(m_forgetHostKey, 0, Qt::AlignLeft);
    m_formLabels << QList<QLabel *>{};
    addProblemsLabel(page);
    page->setFinalPage(true);
    setPage(TestPageId, page);

    connect(m_test, &QPushButton::clicked, this, &ProfileWizard::testConnection);
    // After the button's own slot has set the Pi folder: the user's choice from now on (no
    // suggestion overwrites it), and the summary above names it.
    connect(m_useShareFolder, &QPushButton::clicked, this, [this] {
        m_remoteDirEdited = true;
        retranslateUi();
    });
}

void ProfileWizard::retranslateUi()
{
    setWindowTitle(tr("Add a Pi"));
    page(HostPageId)->setTitle(tr("Where is your Pi?"));
    m_hostIntro->setText(tr("A fresh Raspberry Pi OS answers as raspberrypi.local. If you already log in to the "
                            "Pi with ssh, pick it from your SSH configuration."));
    const QStringList hostLabels{tr("From ~/.ssh/&config:"), tr("&Host:"), tr("&Port:"), tr("&User:"),
                                 tr("Na&me in this app:")};
    m_sshHostsBox->setItemText(0, m_sshHosts.isEmpty() ? tr("(no hosts found)") : tr("(none)"));
    page(LoginPageId)->setTitle(tr("How do you log in?"));
    m_loginIntro->setText(tr("Automatic tries the SSH agent and your keys, then asks for the password. A password "
                             "is kept only in the system keychain, and only if you tick \"Remember\"."));
    const QStringList loginLabels{tr("&Log in with:"), tr("Private &key:")};
    ProfileFields::retranslateAuth(m_fields.auth);
    m_keyBrowse->setText(tr("Bro&wse…"));
    m_keyBrowse->setAccessibleName(tr("Choose the private key file"));

    page(FoldersPageId)->setTitle(tr("Which folder is shared?"));
    m_foldersIntro->setText(tr("The disk test writes a temporary file in the folder on the Pi, the share test in "
                               "the share as this PC mounts it. Both files have unique names and are removed at "
                               "the end, on Cancel, and at the next connection after a crash."));
    const QStringList folderLabels{tr("&Folder on the Pi:"), tr("&Share on this PC:")};
    m_shareBrowse->setText(tr("Bro&wse…"));
    m_shareBrowse->setAccessibleName(tr("Choose where the share is mounted"));
    QStringList found;
    for (const ShareSuggestion &s : m_suggestions)
        found << tr("%1 (%2 from %3)").arg(s.mountPoint, s.protocol.toUpper(), s.server);
    m_shareNote->setText(
        found.isEmpty()
            ? tr("This PC has no share mounted from %1 yet. You can still save the Pi and add the "
                 "share later; the share test is then skipped.")
                  .arg(m_fields.host->text().trimmed())
            : tr("Mounted on this PC from this Pi: %1").arg(found.join(QStringLiteral(", "))));

    page(TestPageId)->setTitle(tr("Check and save"));
    const Profile p = profile();
    m_summary->setText(tr("%1 will be saved as \"%2\": user %3, port %4.\nFolder on the Pi: %5\nShare on this PC: %6")
                           .arg(p.host, p.name, p.user, QString::number(p.port),
                                p.remoteDir.isEmpty() ? tr("(none)") : p.remoteDir,
                                p.sharePath.isEmpty() ? tr("(none)") : p.sharePath));
    m_test->setText(tr("&Test connection"));
    m_testOutput->setAccessibleName(tr("Connection test output"));

    const QList<QStringList> all{hostLabels, loginLabels, folderLabels, {}};
    for (int pageId = 0; pageId < m_formLabels.size(); ++pageId) {
        for (int i = 0; i < m_formLabels.at(pageId).size() && i < all.at(pageId).size(); ++i)
            m_formLabels[pageId][i]->setText(all.at(pageId).at(i));
        FormLabels::nameBuddies(m_formLabels.at(pageId));
    }
}
