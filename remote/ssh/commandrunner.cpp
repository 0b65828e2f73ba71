#include "remote/ssh/commandrunner.h"

#include <utility>

RemoteCommand *CommandRunner::newCommand(quint64 id, const QString &command, const CommandOptions &options,
                                         std::function<void(quint64)> cancel,
                                         std::function<void(quint64)> closeInput)
{
    auto *cmd = new RemoteCommand(id, command, this);
    cmd->m_keepOutput = options.keepOutput;
    cmd->m_cancel = std::move(cancel);
    cmd->m_closeInput = std::move(closeInput);
    return cmd;
}
