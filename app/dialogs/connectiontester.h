#pragma once

#include "core/store/profile.h"

#include <QObject>

// "Test connection" in the profile dialog: connects, logs in and reads the Pi's identity, off the
// GUI thread. The dialog only sees this interface, so its tests need no network.
class ConnectionTester : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    virtual void start(const Profile &profile) = 0;
    virtual void cancel() = 0;

signals:
    void progress(const QString &step);
    // ok: connected and logged in; text: `uname -a` and the model string, or the error.
    void finished(bool ok, const QString &text);
    // The pre-flight found the share's marker in this folder of the Pi, not in the Pi folder typed in
    // (emitted before finished()).
    void shareFoundElsewhere(const QString &piFolder);
    // The Pi's host key changed and the old one is on record in the app's own known_hosts, appFile
    // (emitted before finished()): a window may offer to forget it (ForgetHostKeyButton).
    void hostKeyChanged(const QString &knownHostsName, const QString &appFile);
};
