#include "app/ssh/guiprompter.h"

#include "app/dialogs/hostkeydialog.h"
#include "app/dialogs/passworddialog.h"
#include "app/keychain/secretstore.h"

#include <QInputDialog>
#include <QThread>
#include <QVariant>

GuiPrompter::GuiPrompter(QWidget *window, SecretStore *secrets, QString keychainKey, QObject *parent)
    : QObject(parent), m_window(window), m_secrets(secrets), m_keychainKey(std::move(keychainKey))
{
}

GuiPrompter::~GuiPrompter()
{
    abortPrompts();
}

std::optional<QVariant> GuiPrompter::ask(std::function<void(std::function<void(std::optional<QVariant>)>)> start)
{
    Q_ASSERT(QThread::currentThread() != thread()); // blocking the GUI thread would freeze the app
    struct State
    {
        bool done = false;
        std::optional<QVariant> value;
    };
    auto state = std::make_shared<State>();
    {
        std::lock_guard lock(m_mutex);
        if (m_aborted)
            return std::nullopt;
    }
    auto reply = [this, state](std::optional<QVariant> v) {
        std::lock_guard lock(m_mutex);
        if (state->done)
            return;
        state->done = true;
        state->value = std::move(v);
        m_wake.notify_all();
    };
    QMetaObject::invokeMethod(this, [start = std::move(start), reply] { start(reply); }, Qt::QueuedConnection);
    std::unique_lock lock(m_mutex);
    m_wake.wait(lock, [&] { return state->done || m_aborted; });
    if (!state->done)
        return std::nullopt;
    return state->value;
}

void GuiPrompter::abortPrompts()
{
    {
        std::lock_guard lock(m_mutex);
        m_aborted = true;
        m_wake.notify_all();
    }
    const auto close = [dialogs = m_dialogs] {
        for (const auto &d : dialogs) {
            if (d)
                d->reject();
        }
    };
    if (QThread::currentThread() == thread())
        close();
    else
        QMetaObject::invokeMethod(this, close, Qt::QueuedConnection);
}

void GuiPrompter::track(QDialog *dialog)
{
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialogs.removeAll(nullptr);
    m_dialogs << dialog;
}

void GuiPrompter::showSecretDialog(int kind, const QString &subject, bool wrongBefore, const QString &keychainKey,
                                   std::function<void(std::optional<QVariant>)> reply)
{
    auto *dialog = new PasswordDialog(PasswordDialog::Kind(kind), subject, wrongBefore,
                                      m_secrets && !keychainKey.isEmpty(), m_window);
    track(dialog);
    connect(dialog, &QDialog::finished, this, [this, dialog, keychainKey, reply](int result) {
        if (result != QDialog::Accepted) {
            reply(std::nullopt);
            return;
        }
        if (dialog->remember()) {
            m_rememberKey = keychainKey;
            m_rememberSecret = dialog->secret();
        }
        reply(QVariant(dialog->secret()));
    });
    dialog->open();
}

std::optional<QString> GuiPrompter::askPassword(const SshTarget &target, PasswordReason reason)
{
    const bool wrong = reason == PasswordReason::WrongPassword;
    const QString subject = QStringLiteral("%1@%2").arg(target.user, target.host);
    const auto v = ask([this, subject, wrong](auto reply) {
        // A remembered password is tried once; if the server refuses it, the user is asked.
        if (m_secrets && !m_keychainKey.isEmpty() && !m_keychainTried && !wrong) {
            m_keychainTried = true;
            m_secrets->read(m_keychainKey, [this, subject, reply](bool found, const QString &secret, const QString &error) {
                if (!error.isEmpty())
                    emit keychainMessage(error);
                if (found)
                    reply(QVariant(secret));
                else
                    showSecretDialog(int(PasswordDialog::Kind::Password), subject, false, m_keychainKey, reply);
            });
            return;
        }
        showSecretDialog(int(PasswordDialog::Kind::Password), subject, wrong, m_keychainKey, reply);
    });
    return v ? std::optional<QString>(v->toString()) : std::nullopt;
}

std::optional<QString> GuiPrompter::askPassphrase(const QString &keyPath, bool wrongBefore)
{
    const QString key = m_keychainKey.isEmpty() ? QString() : m_keychainKey + QStringLiteral("/passphrase");
    const auto v = ask([this, keyPath, wrongBefore, key](auto reply) {
        showSecretDialog(int(PasswordDialog::Kind::Passphrase), keyPath, wrongBefore, key, reply);
    });
    return v ? std::optional<QString>(v->toString()) : std::nullopt;
}

std::optional<QStringList> GuiPrompter::askKeyboardInteractive(const QString &name, const QString &instruction,
                                                               const QList<KeyboardInteractivePrompt> &prompts)
{
    QStringList answers;
    for (const KeyboardInteractivePrompt &p : prompts) {
        const auto v = ask([this, name, instruction, p](auto reply) {
            auto *dialog = new QInputDialog(m_window);
            track(dialog);
            dialog->setWindowTitle(name.isEmpty() ? tr("Login") : name);
            dialog->setLabelText(instruction.isEmpty() ? p.text : instruction + QLatin1Char('\n') + p.text);
            dialog->setTextEchoMode(p.echo ? QLineEdit::Normal : QLineEdit::Password);
            connect(dialog, &QDialog::finished, this, [dialog, reply](int result) {
                reply(result == QDialog::Accepted ? std::optional<QVariant>(dialog->textValue()) : std::nullopt);
            });
            dialog->open();
        });
        if (!v)
            return std::nullopt;
        answers << v->toString();
    }
    return answers;
}

bool GuiPrompter::confirmNewHostKey(const HostKeyInfo &info)
{
    const auto v = ask([this, info](auto reply) {
        auto *dialog = new HostKeyDialog(info.host, info.keyType, info.sha256Fingerprint, m_window);
        track(dialog);
        connect(dialog, &QDialog::finished, this, [reply](int result) { reply(QVariant(result == QDialog::Accepted)); });
        dialog->open();
    });
    return v && v->toBool();
}

void GuiPrompter::commitRemembered()
{
    if (!m_secrets || m_rememberKey.isEmpty())
        return;
    m_secrets->write(m_rememberKey, m_rememberSecret, [this](bool ok, const QString &error) {
        if (!ok)
            emit keychainMessage(error);
    });
    m_rememberSecret.clear();
    m_rememberKey.clear();
}
