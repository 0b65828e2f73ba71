#pragma once

#include "remote/ssh/sshconnection.h"
#include "tests/integration/connectwait.h"
#include "tests/integration/sshdfixture.h"

#include <QCoreApplication>
#include <QDebug>
#include <QDir>
#include <QTest>

#include <memory>

// The "Pi" of the job tests: a throwaway sshd on 127.0.0.1 and one connection to it, reopened when a
// test (a cancel, a killed channel) left it closed.
class LoopbackPi
{
public:
    // Empty when the server runs; otherwise why it cannot (the caller skips with it).
    QString start()
    {
        if (const QString why = m_sshd.start(); !why.isEmpty())
            return why;
        return connection().isConnected() ? QString() : QStringLiteral("cannot log in to the loopback sshd");
    }

    SshConnection &connection()
    {
        if (!m_conn || !m_conn->isConnected()) {
            SshTarget t = m_sshd.target();
            t.acceptNewHostKey = true;
            m_conn = std::make_unique<SshConnection>(t, nullptr);
            const ConnectOutcome o = connectAndWait(*m_conn);
            if (!o.connected)
                qWarning() << "connect failed:" << o.error.message << o.error.detail;
        }
        return *m_conn;
    }

    // Closes the connection while the event loop still runs, so every command finishes first.
    void shutdown()
    {
        if (m_conn)
            m_conn->disconnectFromHost(); // synchronous: the worker stops, every command is finished
        // What the cancel queued (commands' finished(), their deleteLater) runs before the
        // connection goes; no fixed wait.
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        m_conn.reset();
    }

    // Lets go of the connection without closing it politely (the server is frozen, killed or about
    // to restart); the next connection() opens a new one.
    void forget() { m_conn.reset(); }

    SshdFixture &sshd() { return m_sshd; }
    const SshdFixture &sshd() const { return m_sshd; }

    // Our temp files (files and directories) left in a directory.
    static QStringList tempFiles(const QString &dir)
    {
        return QDir(dir).entryList({QStringLiteral(".pinas-doctor-*")}, QDir::AllEntries | QDir::Hidden);
    }

private:
    SshdFixture m_sshd;
    std::unique_ptr<SshConnection> m_conn;
};
