#include "app/dialogs/profiledialog.h"

#include "app/dialogs/connectiontester.h"
#include "app/dialogs/profilechoosers.h"
#include "app/dialogs/testeroutput.h"
#include "app/dialogs/forgethostkeybutton.h"
#include "app/dialogs/usesharefolderbutton.h"
#include "app/widgets/formlabels.h"
#include "app/widgets/useschooser.h"
#include "app/widgets/warninglabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {

QLineEdit *lineEdit(QWidget *parent, const QString &name)
{
    auto *e = new QLineEdit(parent);
    e->setObjectName(name);
    return e;
}

} // namespace

ProfileDialog::ProfileDialog(const Profile &profile, QStringList takenNames, QWidget *parent)
    : QDialog(parent), m_takenNames(std::move(takenNames))
{
    setObjectName(QStringLiteral("profileDialog"));
    m_fields.name = lineEdit(this, QStringLiteral("name"));
    m_fields.host = lineEdit(this, QStringLiteral("host"));
    m_fields.port = new QSpinBox(this);
    m_fields.port->setObjectName(QStringLiteral("port"));
    m_fields.port->setRange(0, 65535);
    // 0 is not a port: the ssh config's Port for this host (an alias), else 22 — as OpenSSH does.
    m_fields.port->setSpecialValueText(tr("from ~/.ssh/config, else 22"));
    m_fields.user = lineEdit(this, QStringLiteral("user"));
    m_fields.auth = new QComboBox(this);
    m_fields.auth->setObjectName(QStringLiteral("auth"));
    ProfileFields::addAuthItems(m_fields.auth);
    m_fields.keyPath = lineEdit(this, QStringLiteral("keyPath"));
    m_keyBrowse = new QPushButton(this);
    m_fields.remoteDir = lineEdit(this, QStringLiteral("remoteDir"));
    m_fields.remoteDir->setPlaceholderText(QStringLiteral("/srv/nas"));
    m_sharePath = lineEdit(this, QStringLiteral("sharePath"));
#ifdef Q_OS_WIN
    m_sharePath->setPlaceholderText(QStringLiteral("Z:\\  \\\\raspberrypi\\share"));
#else
    m_sharePath->setPlaceholderText(QStringLiteral("/mnt/nas"));
#endif
    m_shareBrowse = new QPushButton(this);
    m_protocol = new QComboBox(this);
    m_protocol->setObjectName(QStringLiteral("protocol"));
    for (auto p : {Profile::Protocol::Automatic, Profile::Protocol::Nfs, Profile::Protocol::Smb})
        m_protocol->addItem(QString(), Profile::protocolKey(p));
    m_sudo = new QCheckBox(this);
    m_sudo->setObjectName(QStringLiteral("sudo"));
    m_uses = new UsesChooser(this);
    m_problems = new WarningLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_test = new QPushButton(this);
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_test->setVisible(false);
    m_testOutput = new QPlainTextEdit(this);
    m_testOutput->setObjectName(QStringLiteral("testOutput"));
    m_testOutput->setReadOnly(true);
    m_testOutput->setVisible(false);
    m_testOutput->setMinimumHeight(110); // and it takes what the dialog grows by (the layout's stretch)
    m_useShareFolder = new UseShareFolderButton(m_fields.remoteDir, m_testOutput, this);
    m_forgetHostKey = new ForgetHostKeyButton(m_testOutput, this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto row = [this](QWidget *a, QWidget *b) {
        auto *w = new QWidget(this);
        auto *l = new QHBoxLayout(w);
        l->setContentsMargins(0, 0, 0, 0);
        l->addWidget(a, 1);
        l->addWidget(b);
        return w;
    };
    auto *form = new QFormLayout;
    const QList<QWidget *> fields{m_fields.name,      m_fields.host,
                                  m_fields.port,      m_fields.user,
                                  m_fields.auth,      row(m_fields.keyPath, m_keyBrowse),
                                  m_fields.remoteDir, row(m_sharePath, m_shareBrowse),
                                  m_protocol};
    for (QWidget *field : fields) {
        auto *label = new QLabel(this);
        label->setBuddy(FormLabels::buddyFor(field));
        m_labels << label;
        form->addRow(label, field);
    }
    form->addRow(QString(), m_sudo);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_uses);
    layout->addWidget(m_problems);
    layout->addWidget(m_test, 0, Qt::AlignLeft);
    layout->addWidget(m_testOutput, 1);
    layout->addWidget(m_useShareFolder, 0, Qt::AlignLeft);
    layout->addWidget(m_forgetHostKey, 0, Qt::AlignLeft);
    layout->addWidget(m_buttons);

    m_fields.name->setText(profile.name);
    m_fields.host->setText(profile.host);
    m_fields.port->setValue(profile.port);
    m_fields.user->setText(profile.user);
    m_fields.auth->setCurrentIndex(m_fields.auth->findData(Profile::authKey(profile.auth)));
    m_fields.keyPath->setText(profile.keyPath);
    m_fields.remoteDir->setText(profile.remoteDir);
    m_sharePath->setText(profile.sharePath);
    m_protocol->setCurrentIndex(m_protocol->findData(Profile::protocolKey(profile.protocol)));
    m_sudo->setChecked(profile.sudoAllowed);
    m_uses->setUses(profile.uses);

    for (QLineEdit *e :
         {m_fields.name, m_fields.host, m_fields.user, m_fields.keyPath, m_fields.remoteDir, m_sharePath})
        connect(e, &QLineEdit::textChanged, this, &ProfileDialog::revalidate);
    connect(m_fields.port, &QSpinBox::valueChanged, this, &ProfileDialog::revalidate);
    connect(m_fields.auth, &QComboBox::currentIndexChanged, this, &ProfileDialog::revalidate);
    connect(m_keyBrowse, &QPushButton::clicked, this, &ProfileDialog::browseKey);
    connect(m_shareBrowse, &QPushButton::clicked, this, &ProfileDialog::browseShare);
    connect(m_test, &QPushButton::clicked, this, &ProfileDialog::testConnection);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    retranslateUi();
    revalidate();
}

Profile ProfileDialog::profile() const
{
    Profile p =
        m_fields.profile(m_sharePath->text(), Profile::protocolFromKey(m_protocol->currentData().toString()));
    p.sudoAllowed = m_sudo->isChecked();
    p.uses = m_uses->uses();
    return p;
}

QStringList ProfileDialog::problems() const
{
    const Profile p = profile();
    QStringList list = p.validate() + p.missingFolders();
    if (m_takenNames.contains(p.name))
        list << tr("Another connection is already named \"%1\".").arg(p.name);
    return list;
}

void ProfileDialog::setConnectionTester(ConnectionTester *tester)
{
    m_tester = tester;
    attachConnectionTester(tester, m_testOutput, m_test, m_useShareFolder, m_forgetHostKey);
}

void ProfileDialog::revalidate()
{
    const QStringList list = problems();
    m_problems->setText(list.join(QLatin1Char('\n')));
    m_problems->setVisible(!list.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(list.isEmpty());
    const bool keyFile =
        Profile::authFromKey(m_fields.auth->currentData().toString()) == Profile::Auth::KeyFile;
    m_fields.keyPath->setEnabled(keyFile);
    m_keyBrowse->setEnabled(keyFile);
}

void ProfileDialog::browseKey()
{
    if (const QString file = ProfileChoosers::privateKey(this, m_fields.keyPath->text()); !file.isEmpty())
        m_fields.keyPath->setText(file);
}

void ProfileDialog::browseShare()
{
    if (const QString dir = ProfileChoosers::shareFolder(this, m_sharePath->text()); !dir.isEmpty())
        m_sharePath->setText(dir);
}

void ProfileDialog::testConnection()
{
    if (m_tester)
        startConnectionTest(m_tester, m_testOutput, m_test, profile());
}

void ProfileDialog::retranslateUi()
{
    setWindowTitle(tr("Connection to a Pi"));
    const QStringList labels{tr("&Name:"),         tr("&Host:"),      tr("&Port:"),
                             tr("&User:"),         tr("&Log in with:"), tr("Private &key:"),
                             tr("&Folder on the Pi:"), tr("&Share on this PC:"), tr("P&rotocol:")};
    for (int i = 0; i < m_labels.size() && i < labels.size(); ++i)
        m_labels[i]->setText(labels.at(i));
    FormLabels::nameBuddies(m_labels);
    m_testOutput->setAccessibleName(tr("Connection test output"));
    m_fields.name->setPlaceholderText(tr("e.g. Living-room NAS"));
    ProfileFields::retranslateAuth(m_fields.auth);
    m_protocol->setItemText(0, tr("Detect"));
    m_protocol->setItemText(1, QStringLiteral("NFS"));
    m_protocol->setItemText(2, QStringLiteral("SMB (Samba)"));
    m_keyBrowse->setText(tr("Browse…"));
    m_shareBrowse->setText(tr("Browse…"));
    m_fields.remoteDir->setToolTip(
        tr("The folder on the Pi that the share exports. Disk tests write a temporary file "
           "here and remove it afterwards."));
    m_sharePath->setToolTip(tr("Where this PC sees the share. Share tests write a temporary file here."));
    m_sudo->setText(tr("Allow sudo on the Pi (to drop caches and read the kernel log)"));
    m_sudo->setToolTip(tr("Off by default. The app never uses sudo unless this is on."));
    m_test->setText(tr("&Test connection"));
    revalidate();
}

void ProfileDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
