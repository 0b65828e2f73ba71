#pragma once

#include "core/store/profile.h"

#include <QCoreApplication>

class QComboBox;
class QLineEdit;
class QSpinBox;

// The fields the profile dialog and the Add-a-Pi wizard share (each lays them out and names them
// its own way), and the one way from them to a Profile, so the two forms cannot drift apart. The
// share is where they differ: a folder field and a protocol list in the dialog, this PC's mounts
// of the Pi in the wizard; each passes what it has.
struct ProfileFields
{
    Q_DECLARE_TR_FUNCTIONS(ProfileFields)
public:
    QLineEdit *name = nullptr;
    QLineEdit *host = nullptr;
    QSpinBox *port = nullptr;
    QLineEdit *user = nullptr;
    QComboBox *auth = nullptr; // filled by addAuthItems
    QLineEdit *keyPath = nullptr;
    QLineEdit *remoteDir = nullptr;

    // The ways to log in, as items whose data is Profile::authKey, and their texts (again on a
    // language change).
    static void addAuthItems(QComboBox *auth);
    static void retranslateAuth(QComboBox *auth);

    // A Profile of what the fields say (trimmed), with the share and its protocol; sudo off.
    Profile profile(const QString &sharePath, Profile::Protocol protocol) const;
};
