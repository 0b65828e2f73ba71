#include "app/dialogs/profiledialog.h"

#include "app/dialogs/connectiontester.h"
#include "app/dialogs/profilechoosers.h"
#include "app/dialogs/testeroutput.h"
#include "app/dialogs/usesharefolderbutton.h"
#include "app/widgets/formlabels.h"
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
    m_name = lineEdit(this, QStringLiteral("name"));
    m_host = lineEdit(this, QStringLiteral("host"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(1, 65535);
    m_user = lineEdit(this, QStringLiteral("user"));
    m_auth = new QComboBox(this);
    m_auth->setObjectName(QStringLiteral("auth"));
    for (auto a : {Profile::Auth::Automatic, Profile::Auth::Agent, Profile::Auth::KeyFile, Profile::Auth::Password})
        m_auth->addItem(QString(), Profile::authKey(a));
    m_keyPath = lineEdit(this, QStringLiteral("keyPath"));
    m_keyBrowse = new QPushButton(this);
    m_remoteDir = lineEdit(this, QStringLiteral("remoteDir"));
    m_remoteDir->setPlaceholderText(QStringLiteral("/srv/nas"));
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
    m_problems = new WarningLabel(this);
    m_problems->setObjectName(QStringLiteral("problems"));
    m_test = new QPushButton(this);
    m_test->setObjectName(QStringLiteral("testConnection"));
    m_test->setVisible(false);
    m_testOutput = new QPlainTextEdit(this);
    m_testOutput->setObjectName(QStringLiteral("testOutput"));
    m_testOutput->setReadOnly(true);
    m_testOutput->setVisible(false);
    m_testOutput->setMaximumHeight(110);
    m_useShareFolder = new UseShareFolderButton(m_remoteDir, m_testOutput, this);
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
    const QList<QWidget *> fields{m_name,      m_host,  m_port, m_user, m_auth,
                                  row(m_keyPath, m_keyBrowse),   m_remoteDir,
                                  row(m_sharePath, m_shareBrowse), m_protocol};
    for (QWidget *field : fields) {
        auto *label = new QLabel(this);
        label->setBuddy(FormLabels::buddyFor(field));
        m_labels << label;
        form->addRow(label, field);
    }
    form->addRow(QString(), m_sudo);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problems);
    layout->addWidget(m_test, 0, Qt::AlignLeft);
    layout->addWidget(m_testOutput);
    layout->addWidget(m_useShareFolder, 0, Qt::AlignLeft);
    layout->addWidget(m_buttons);

    m_name->setText(profile.name);
    m_host->setText(profile.host);
    m_port->setValue(profile.port);
    m_user->setText(profile.user);
    m_auth->setCurrentIndex(m_auth->findData(Profile::authKey(profile.auth)));
    m_keyPath->setText(profile.keyPath);
    m_remoteDir->setText(profile.remoteDir);
    m_sharePath->setText(profile.sharePath);
    m_protocol->setCurrentIndex(m_protocol->findData(Profile::protocolKey(profile.protocol)));
    m_sudo->setChecked(profile.sudoAllowed);

    for (QLineEdit *e : {m_name, m_host, m_user, m_keyPath, m_remoteDir, m_sharePath})
        connect(e, &QLineEdit::textChanged, this, &ProfileDialog::revalidate);
    connect(m_port, &QSpinBox::valueChanged, this, &ProfileDialog::revalidate);
    connect(m_auth, &QComboBox::currentIndexChanged, this, &ProfileDialog::revalidate);
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
    Profile p;
    p.name = m_name->text().trimmed();
    p.host = m_host->text().trimmed();
    p.port = m_port->value();
    p.user = m_user->text().trimmed();
    p.auth = Profile::authFromKey(m_auth->currentData().toString());
    p.keyPath = m_keyPath->text().trimmed();
    p.remoteDir = m_remoteDir->text().trimmed();
    p.sharePath = m_sharePath->text().trimmed();
    p.protocol = Profile::protocolFromKey(m_protocol->currentData().toString());
    p.sudoAllowed = m_sudo->isChecked();
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
    m_test->setVisible(tester != nullptr);
    if (!tester)
        return;
    showTesterOutput(tester, m_testOutput, m_test);
    m_useShareFolder->watch(tester);
}

void ProfileDialog::revalidate()
{
    const QStringList list = problems();
    m_problems->setText(list.join(QLatin1Char('\n')));
    m_problems->setVisible(!list.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(list.isEmpty());
    const bool keyFile = Profile::authFromKey(m_auth->currentData().toString()) == Profile::Auth::KeyFile;
    m_keyPath->setEnabled(keyFile);
    m_keyBrowse->setEnabled(keyFile);
}

void ProfileDialog::browseKey()
{
    if (const QString file = ProfileChoosers::privateKey(this, m_keyPath->text()); !file.isEmpty())
        m_keyPath->setText(file);
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
    m_name->setPlaceholderText(tr("e.g. Living-room NAS"));
    m_auth->setItemText(0, tr("Automatic (agent, keys, then password)"));
    m_auth->setItemText(1, tr("SSH agent"));
    m_auth->setItemText(2, tr("Key file"));
    m_auth->setItemText(3, tr("Password"));
    m_protocol->setItemText(0, tr("Detect"));
    m_protocol->setItemText(1, QStringLiteral("NFS"));
    m_protocol->setItemText(2, QStringLiteral("SMB (Samba)"));
    m_keyBrowse->setText(tr("Browse…"));
    m_shareBrowse->setText(tr("Browse…"));
    m_remoteDir->setToolTip(tr("The folder on the Pi that the share exports. Disk tests write a temporary file "
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
