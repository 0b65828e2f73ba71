#include "remote/ssh/remotecommand.h"

#include "core/model/displaytext.h"

QString CommandResult::reason() const
{
    if (error)
        return error.message;
    return DisplayText::cutFront(QString::fromUtf8(standardError).trimmed(), kMaxReasonChars);
}

RemoteCommand::RemoteCommand(quint64 id, const QString &command, QObject *parent)
    : QObject(parent), m_id(id), m_command(command)
{
}

void RemoteCommand::cancel()
{
    if (!m_finished && m_cancel)
        m_cancel(m_id);
}

void RemoteCommand::closeStandardInput()
{
    if (!m_finished && m_closeInput)
        m_closeInput(m_id);
}

void RemoteCommand::deliverInputWritten(qint64 total)
{
    if (!m_finished)
        emit standardInputWritten(total);
}

void RemoteCommand::deliverOutput(const QByteArray &chunk, bool isStderr)
{
    if (m_finished)
        return;
    m_result.outputBytes += chunk.size();
    if (isStderr) {
        if (m_keepOutput)
            m_result.standardError += chunk;
        emit standardErrorReceived(chunk);
    } else {
        if (m_keepOutput)
            m_result.standardOutput += chunk;
        emit standardOutputReceived(chunk);
    }
}

void RemoteCommand::deliverFinished(const CommandResult &result)
{
    if (m_finished)
        return;
    m_finished = true;
    const QByteArray out = m_result.standardOutput, err = m_result.standardError;
    const qint64 bytes = m_result.outputBytes;
    m_result = result;
    m_result.standardOutput = out;
    m_result.standardError = err;
    m_result.outputBytes = bytes;
    emit finished(m_result);
}
