#include "remote/ssh/sshconnection.h"

#include "remote/ssh/sshsession.h"
#include "remote/ssh/sshworker.h"

#include <QTimer>

#ifdef PINAS_OPENSSL_THREAD_STOP
#include <openssl/crypto.h>
#endif

#ifdef PINAS_OPENSSL_THREAD_STOP
namespace {
// OpenSSL frees every thread's state from an atexit handler when the process ends. A Qt thread is
// detached: an SSH worker thread can still be running its thread-specific-data teardown (which
// frees its own OpenSSL state) while the main thread runs that handler, and ASan then reports a
// double free in libcrypto (seen in CI twice beside a loaded machine, always as a CLI command
// ended: tst_runcommand, tst_treatmentpi). Asking OpenSSL, before anything else starts it, not to
// register that handler leaves each thread to free its own state and the process's own state to
// the kernel; nothing is written at exit, so nothing is lost. The first initialisation decides,
// hence a static initialiser of this file (linked wherever an SSH connection is made).
[[maybe_unused]] const bool kOpenSslWithoutAtexit = OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, nullptr) == 1;
} // namespace
#endif

SshConnection::SshConnection(const SshTarget &target, CredentialPrompter *prompter, QObject *parent)
    : CommandRunner(parent), m_target(target), m_prompter(prompter)
{
}

SshConnection::~SshConnection()
{
    if (m_session)
        m_session->abort();
    if (m_prompter && m_state != State::Connected && m_state != State::Disconnected)
        m_prompter->abortPrompts();
    stopWorker();
}

void SshConnection::setState(State s)
{
    if (m_state == s)
        return;
    m_state = s;
    emit stateChanged(s);
}

void SshConnection::stopWorker()
{
    // The worker is deleted on its own thread when that thread finishes; every later signal it may
    // have queued is ignored because the generation no longer matches.
    ++m_generation;
    m_thread.reset();
    m_worker = nullptr;
    m_session.reset();
}

void SshConnection::connectToHost()
{
    if (m_state != State::Disconnected)
        return;
    stopWorker();
    m_lastError = {};
    m_info = {};
    m_session = std::make_shared<SshSession>(m_target);
    m_thread = startWorkerThread(QStringLiteral("ssh %1").arg(m_target.host));
    m_worker = new SshWorker(m_session, m_prompter);
    m_worker->moveToThread(m_thread.get());
    connect(m_thread.get(), &QThread::finished, m_worker, &QObject::deleteLater);
#ifdef PINAS_OPENSSL_THREAD_STOP
    // Qt's threads are detached: QThread::wait() returns before the thread's thread-specific data is
    // torn down, and at process exit OpenSSL's atexit cleanup could free this thread's state while
    // that teardown frees it too (an ASan double free seen once in CI as a CLI ended). The thread
    // frees its own OpenSSL state as its last act instead (finished is emitted in the thread).
    connect(
        m_thread.get(), &QThread::finished, m_thread.get(), [] { OPENSSL_thread_stop(); }, Qt::DirectConnection);
#endif

    const quint64 gen = m_generation;
    connect(m_worker, &SshWorker::stageChanged, this, [this, gen](int stage) {
        if (gen != m_generation || m_state == State::Disconnected)
            return;
        switch (SshSession::Stage(stage)) {
        case SshSession::Stage::Connecting:
            setState(State::Connecting);
            break;
        case SshSession::Stage::VerifyingHostKey:
            setState(State::VerifyingHostKey);
            break;
        case SshSession::Stage::Authenticating:
            setState(State::Authenticating);
            break;
        }
    });
    connect(m_worker, &SshWorker::opened, this, [this, gen](const SshSessionInfo &info) {
        if (gen == m_generation)
            onOpened(info);
    });
    connect(m_worker, &SshWorker::openFailed, this, [this, gen](const SshError &e) {
        if (gen == m_generation)
            onOpenFailed(e);
    });
    connect(m_worker, &SshWorker::lost, this, [this, gen](const SshError &e) {
        if (gen == m_generation)
            onLost(e);
    });
    connect(m_worker, &SshWorker::commandOutput, this,
            [this, gen](quint64 id, const QByteArray &chunk, bool isStderr) {
                if (gen == m_generation)
                    onCommandOutput(id, chunk, isStderr);
            });
    connect(m_worker, &SshWorker::commandInputWritten, this, [this, gen](quint64 id, qint64 total) {
        if (gen != m_generation)
            return;
        if (RemoteCommand *cmd = m_commands.value(id))
            deliverInputWritten(cmd, total);
    });
    connect(m_worker, &SshWorker::commandFinished, this, [this, gen](quint64 id, const CommandResult &r) {
        if (gen == m_generation)
            onCommandFinished(id, r);
    });

    setState(State::Connecting);
    QMetaObject::invokeMethod(m_worker, &SshWorker::open, Qt::QueuedConnection);
}

void SshConnection::onOpened(const SshSessionInfo &info)
{
    m_info = info;
    setState(State::Connected);
    emit connected();
}

void SshConnection::onOpenFailed(const SshError &error)
{
    m_lastError = error;
    stopWorker();
    setState(State::Disconnected);
    emit connectionFailed(error);
}

void SshConnection::onLost(const SshError &error)
{
    m_lastError = error;
    stopWorker();
    setState(State::Disconnected);
    // Only now: finishing a command runs its owner's code, which may start the next command at
    // once (a run moves on to its next step). Before, that command went to the worker being torn
    // down and never finished: the run hung after the Pi's sshd died. Now it fails at once.
    finishAllCommands(error, false);
    emit connectionLost(error);
}

void SshConnection::cancel()
{
    if (m_state == State::Disconnected)
        return;
    const bool wasConnecting = m_state != State::Connected;
    // abort() shuts the socket so a blocked libssh call returns at once; the prompter closes its dialog.
    if (m_session)
        m_session->abort();
    if (m_prompter && wasConnecting)
        m_prompter->abortPrompts();
    stopWorker();
    const SshError error = SshError::cancelled();
    finishAllCommands(error, true);
    setState(State::Disconnected);
    if (wasConnecting) {
        m_lastError = error;
        emit connectionFailed(error);
    }
}

void SshConnection::disconnectFromHost()
{
    cancel();
}

RemoteCommand *SshConnection::run(const QString &command, const CommandOptions &options)
{
    const quint64 id = m_nextId++;
    RemoteCommand *cmd = newCommand(
        id, command, options, [this](quint64 which) { cancelCommand(which); },
        [this](quint64 which) { closeCommandInput(which); });
    if (m_state != State::Connected || !m_worker) {
        // Finish later, so the caller has connected to finished() first.
        CommandResult r;
        r.error = m_lastError ? m_lastError : SshError::connectionLost({});
        QTimer::singleShot(0, cmd, [cmd, r] { deliverFinished(cmd, r); });
        return cmd;
    }
    m_commands.insert(id, cmd);
    SshWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker, id, command, options] { worker->startCommand(id, command, options); },
        Qt::QueuedConnection);
    return cmd;
}

void SshConnection::cancelCommand(quint64 id)
{
    if (!m_worker || !m_commands.contains(id))
        return;
    SshWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker, id] { worker->cancelCommand(id); }, Qt::QueuedConnection);
}

void SshConnection::closeCommandInput(quint64 id)
{
    if (!m_worker || !m_commands.contains(id))
        return;
    SshWorker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker, [worker, id] { worker->closeCommandInput(id); }, Qt::QueuedConnection);
}

void SshConnection::onCommandOutput(quint64 id, const QByteArray &chunk, bool isStderr)
{
    if (RemoteCommand *cmd = m_commands.value(id))
        deliverOutput(cmd, chunk, isStderr);
}

void SshConnection::onCommandFinished(quint64 id, const CommandResult &result)
{
    const QPointer<RemoteCommand> cmd = m_commands.take(id);
    if (cmd)
        deliverFinished(cmd, result);
}

void SshConnection::finishAllCommands(const SshError &error, bool cancelled)
{
    const auto commands = std::exchange(m_commands, {});
    for (const QPointer<RemoteCommand> &cmd : commands) {
        if (!cmd)
            continue;
        CommandResult r;
        r.error = error;
        r.cancelled = cancelled;
        deliverFinished(cmd, r);
    }
}
