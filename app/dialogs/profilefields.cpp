#include "app/dialogs/profilefields.h"

#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>

void ProfileFields::addAuthItems(QComboBox *auth)
{
    for (auto a :
         {Profile::Auth::Automatic, Profile::Auth::Agent, Profile::Auth::KeyFile, Profile::Auth::Password})
        auth->addItem(QString(), Profile::authKey(a));
}

void ProfileFields::retranslateAuth(QComboBox *auth)
{
    auth->setItemText(0, tr("Automatic (agent, keys, then password)"));
    auth->setItemText(1, tr("SSH agent"));
    auth->setItemText(2, tr("Key file"));
    auth->setItemText(3, tr("Password"));
}

Profile ProfileFields::profile(const QString &sharePath, Profile::Protocol protocol) const
{
    Profile p;
    p.name = name->text().trimmed();
    p.host = host->text().trimmed();
    p.port = port->value();
    p.user = user->text().trimmed();
    p.auth = Profile::authFromKey(auth->currentData().toString());
    p.keyPath = keyPath->text().trimmed();
    p.remoteDir = remoteDir->text().trimmed();
    p.sharePath = sharePath.trimmed();
    p.protocol = protocol;
    return p;
}
