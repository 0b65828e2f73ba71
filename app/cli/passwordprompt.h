#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

// The sudo password for `pinas-doctor fix` (docs/design.md "Treatment"): one line read from the
// terminal without echo, or from stdin with --sudo-password-stdin. Held by the caller in memory for
// that one change only.
namespace PasswordPrompt {

bool stdinIsTerminal();
// One line from stdin without its line end; when `prompt` is not empty and stdin is a terminal, the
// prompt goes to stderr and the typed characters are not echoed. Empty: nothing could be read.
std::optional<QByteArray> readLine(const QString &prompt);

} // namespace PasswordPrompt
