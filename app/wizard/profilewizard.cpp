#include "app/wizard/profilewizard.h"

#include "app/dialogs/connectiontester.h"
#include "app/dialogs/profilechoosers.h"
#include "app/dialogs/testeroutput.h"
#include "app/dialogs/usesharefolderbutton.h"
#include "app/widgets/useschooser.h"
#include "core/store/profilestore.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QHostInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

ProfileWizard::Sources ProfileWizard::Sources::system()
{
    Sources s;
    s.sshConfigPath = SshConfig::defaultPath();
    QFile f(QStringLiteral("/proc/self/mountinfo"));
    if (f.open(QIODevice::ReadOnly))
        s.mountinfo = f.readAll();
    s.resolve = [](const QString &host, QObject *context, std::function<void(const QList<QHostAddress> &)> done) {
        QHostInfo::lookupHost(host, context, [done](const QHostInfo &info) { done(info.addresses()); });
    };
    return s;
}

ProfileWizard::ProfileWizard(ProfileStore &store, Sources sources, QWidget *parent)
    : QWizard(parent), m_store(store), m_sources(std::move(sources))
{
    setObjectName(QStringLiteral("profileWizard"));
    setWizardStyle(QWizard::ClassicStyle); // the same look on every platform and in screenshots
    setOption(QWizard::NoBackButtonOnStartPage);
    m_sshHosts = SshConfig::load(m_sources.sshConfigPath);
    buildHostPage();
    buildLoginPage();
    buildFoldersPage();
    buildTestPage();
    retranslateUi();
    hostEdited();
    updateKeyFields();
}

void ProfileWizard::setConnectionTester(ConnectionTester *tester)
{
    m_tester = tester;
    attachConnectionTester(tester, m_testOutput, m_test, m_useShareFolder, m_forgetHostKey);
}

Profile ProfileWizard::profile() const
{
    // The protocol of the mount the share is, when it is one this PC has of the Pi (sshfs: detect).
    const QString share = m_share->currentText().trimmed();
    Profile::Protocol protocol = Profile::Protocol::Automatic;
    for (const ShareSuggestion &s : m_suggestions)
        if (s.mountPoint == share)
            protocol = Profile::protocolFromKey(s.protocol);
    Profile p = m_fields.profile(share, protocol);
    p.uses = m_uses->uses();
    return p;
}

QString ProfileWizard::currentProblems() const
{
    const int id = currentId();
    return id >= 0 && id < m_problems.size() && !m_problems.at(id)->isHidden() ? m_problems.at(id)->text() : QString();
}

void ProfileWizard::applySshHost(int index)
{
    const int i = m_sshHostsBox->itemData(index).toInt();
    if (i < 0 || i >= m_sshHosts.size())
        return;
    const SshHostEntry &e = m_sshHosts.at(i);
    // The real address and every setting, so the profile works without reading ~/.ssh/config.
    m_fields.host->setText(e.address());
    m_fields.port->setValue(e.port > 0 ? e.port : 22);
    if (!e.user.isEmpty())
        m_fields.user->setText(e.user);
    if (!e.identityFile.isEmpty()) {
        m_fields.keyPath->setText(QDir::toNativeSeparators(e.identityFile));
        m_fields.auth->setCurrentIndex(m_fields.auth->findData(Profile::authKey(Profile::Auth::KeyFile)));
    }
    if (!m_nameEdited)
        m_fields.name->setText(e.alias);
}

void ProfileWizard::hostEdited()
{
    if (m_nameEdited || m_sshHostsBox->currentIndex() > 0)
        return;
    // "raspberrypi.local" → "raspberrypi": a name people recognise, unless they typed their own.
    const QString host = m_fields.host->text().trimmed();
    const bool address = !QHostAddress(host).isNull();
    m_fields.name->setText(address ? host : host.section(u'.', 0, 0));
}

void ProfileWizard::updateKeyFields()
{
    const bool keyFile =
        Profile::authFromKey(m_fields.auth->currentData().toString()) == Profile::Auth::KeyFile;
    m_fields.keyPath->setEnabled(keyFile);
    m_keyBrowse->setEnabled(keyFile);
}

void ProfileWizard::refreshSuggestions(const QList<QHostAddress> &addresses)
{
    // What the user typed stays; an earlier suggestion gives way to the new list.
    const QString typed = m_shareEdited ? m_share->currentText() : QString();
    const QString before = m_share->currentText();
    m_suggestions =
        ShareSuggestions::forHost(MountTable::parse(m_sources.mountinfo), m_fields.host->text(), addresses);
    m_share->clear();
    for (const ShareSuggestion &s : m_suggestions)
        m_share->addItem(s.mountPoint);
    if (!typed.isEmpty())
        m_share->setEditText(typed);
    else if (!m_suggestions.isEmpty())
        m_share->setCurrentIndex(0);
    else
        m_share->setEditText(before); // nothing for the new host: the field is not emptied behind the user's back
    shareChanged(m_share->currentText());
    retranslateUi(); // the note names what was found
}

void ProfileWizard::shareChanged(const QString &path)
{
    if (m_remoteDirEdited)
        return;
    // An NFS or sshfs mount shows the folder it exports: the folder the Pi-side tests should use.
    for (const ShareSuggestion &s : m_suggestions) {
        if (s.mountPoint == path && !s.remotePath.isEmpty())
            m_fields.remoteDir->setText(s.remotePath);
    }
}

void ProfileWizard::initializePage(int id)
{
    QWizard::initializePage(id);
    if (id == FoldersPageId) {
        refreshSuggestions({});
        const QString host = m_fields.host->text().trimmed();
        // A share mounted by IP address matches only once the host's addresses are known.
        if (m_sources.resolve && QHostAddress(host).isNull() && !host.isEmpty())
            m_sources.resolve(host, this, [this, host](const QList<QHostAddress> &addresses) {
                if (!addresses.isEmpty() && host == m_fields.host->text().trimmed())
                    refreshSuggestions(addresses);
            });
    } else if (id == TestPageId) {
        retranslateUi(); // the summary of what will be saved
    }
}

bool ProfileWizard::showProblems(int id, const QStringList &problems)
{
    QLabel *label = m_problems.value(id);
    label->setText(problems.join(u'\n'));
    label->setVisible(!problems.isEmpty());
    return problems.isEmpty();
}

bool ProfileWizard::validateCurrentPage()
{
    const int id = currentId();
    Profile p = profile();
    QStringList problems;
    switch (id) {
    case HostPageId:
        p.auth = Profile::Auth::Automatic;
        p.remoteDir.clear();
        problems = p.validate();
        if (m_store.indexOf(p.name) >= 0)
            problems << tr("Another connection is already named \"%1\".").arg(p.name);
        break;
    case LoginPageId:
        p.remoteDir.clear();
        problems = p.validate();
        break;
    case FoldersPageId:
        problems = p.validate() + p.missingFolders();
        break;
    case TestPageId:
        // The folders page checked them, but Back and the fields can change them since.
        problems = p.validate() + p.missingFolders();
        if (!problems.isEmpty())
            return showProblems(id, problems);
        return save();
    default:
        break;
    }
    return showProblems(id, problems);
}

bool ProfileWizard::save()
{
    const Profile p = profile();
    if (!m_store.add(p))
        return showProblems(TestPageId, {m_store.errorString()});
    if (!m_store.save()) {
        const QString error = m_store.errorString();
        m_store.remove(p.name); // what is in memory stays what is on disk
        return showProblems(TestPageId, {error});
    }
    emit profileSaved(p.name);
    return true;
}

void ProfileWizard::browseKey()
{
    if (const QString file = ProfileChoosers::privateKey(this, m_fields.keyPath->text()); !file.isEmpty())
        m_fields.keyPath->setText(file);
}

void ProfileWizard::browseShare()
{
    if (const QString dir = ProfileChoosers::shareFolder(this, m_share->currentText()); !dir.isEmpty()) {
        m_shareEdited = true;
        m_share->setEditText(dir);
    }
}

void ProfileWizard::testConnection()
{
    if (m_tester)
        startConnectionTest(m_tester, m_testOutput, m_test, profile());
}

void ProfileWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWizard::changeEvent(event);
}
