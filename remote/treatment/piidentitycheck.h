#pragma once

#include "core/treatment/piidentity.h"

#include <QObject>
#include <QPointer>

class CommandRunner;

// Before anything of a run's plan reaches a Pi (issue #34): is the Pi at the other end of this
// connection the one the run was made on? Reads the live identity — the host key the connection
// authenticated and the hash of /etc/machine-id (one read-only command, no root) — and compares it
// with the run's `pi_identity`. Used by `fix` right after it connects and by the window's way to
// the Pi, before any file read or privileged command. Lives in the runner's thread.
class PiIdentityCheck : public QObject
{
    Q_OBJECT
public:
    enum class Verdict
    {
        Same,       // the run's Pi
        Other,      // another Pi (message names what differs)
        RunUnknown, // the run does not say which Pi it came from
        CannotRead  // the live identity could not be read (message says why)
    };
    Q_ENUM(Verdict)

    explicit PiIdentityCheck(CommandRunner *runner, QObject *parent = nullptr);

    // Ends with finished(); `recorded` is the run's identity (PiIdentity::ofRun).
    void check(const PiIdentity &recorded);
    // The live identity, once read (for a new record and for messages).
    const PiIdentity &live() const { return m_live; }

signals:
    // message: translated, empty for Same.
    void finished(PiIdentityCheck::Verdict verdict, const QString &message);

private:
    QPointer<CommandRunner> m_runner;
    PiIdentity m_live;
};
