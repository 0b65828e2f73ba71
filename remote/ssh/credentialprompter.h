#pragma once

#include "remote/ssh/sshtarget.h"

#include <QList>
#include <QString>
#include <optional>

// What the user is shown before trusting a server for the first time.
struct HostKeyInfo
{
    QString host;              // as in known_hosts, e.g. "[192.168.1.20]:2222"
    QString keyType;           // e.g. "ssh-ed25519"
    QString sha256Fingerprint; // "SHA256:..." as `ssh-keygen -lf` prints it
    QString knownHostsPath;    // the app's file the key is written to when accepted
};

struct KeyboardInteractivePrompt
{
    QString text;      // e.g. "Password: ", as the server sent it
    bool echo = false; // false: hide what is typed
};

// The seam between the SSH layer and whoever can answer questions: the GUI with dialogs, tests
// with canned answers, the headless command line with nothing (nullptr prompter).
//
// Every ask*/confirm* call arrives on the connection's worker thread and may block until there is an
// answer, so a GUI implementation posts to its own thread, shows a non-modal dialog and waits (on
// the worker thread, never on the GUI thread). Returning std::nullopt / false means "cancel".
class CredentialPrompter
{
public:
    enum class PasswordReason
    {
        FirstAttempt,
        WrongPassword
    };

    virtual ~CredentialPrompter() = default;

    virtual std::optional<QString> askPassword(const SshTarget &target, PasswordReason reason) = 0;
    // keyPath: the private key file that is encrypted. wrongBefore: the last passphrase failed.
    virtual std::optional<QString> askPassphrase(const QString &keyPath, bool wrongBefore) = 0;
    // One answer per prompt, in order. name and instruction may be empty.
    virtual std::optional<QStringList>
    askKeyboardInteractive(const QString &name, const QString &instruction,
                           const QList<KeyboardInteractivePrompt> &prompts) = 0;
    // First contact with a server: true writes the key to the app's known_hosts.
    virtual bool confirmNewHostKey(const HostKeyInfo &info) = 0;

    // Called from the thread that owns the SshConnection when the user cancels or the connection is
    // destroyed: a blocking implementation must make any pending ask* return std::nullopt soon.
    virtual void abortPrompts() {}
};
