#pragma once

#include <QString>

// How a command on the Pi dies with its SSH channel. sshd keeps the channel's stdin open while the
// channel lives and closes it when the PC cancels or the link drops, so a reader of that stdin sees
// the end of the channel as end-of-file. See docs/design.md, "Cancel and clean-up".

// A shell line that starts the watcher in the background: it reads fd 3 (a copy of the channel's
// stdin the caller made) until end-of-file, then runs `onClose` (shell text, may be empty) and
// kills the whole process group. Its pid is in $! after the line; stopping it is a plain
// `kill "$!"`. It reads with the shell's own `read`, so there is no child to orphan: a watcher
// that ran `cat` and passed the TERM on lost it now and then when the TERM came between the
// fork and cat's exec, and that cat read the channel until sshd closed it (tst_watchdogs).
// Commands wrapped this way are sent no stdin (the byte-by-byte read would be slow for data).
QString channelWatcherLine(const QString &onClose = {});

// Wraps a command so that it dies with its channel: it runs in the background with stdin from
// /dev/null while the watcher above reads the channel. The exit status is the command's.
// With `readsInput`, the wrapper first reads lines from the channel up to the end line that
// framedStandardInput() adds and gives them to the command as its whole stdin (a here-document, so
// the text is on no command line); a channel that ends before that line runs nothing (exit 1).
QString wrapKillWithChannel(const QString &command, bool readsInput = false);

// The input as a reading wrapper takes it: complete lines, then the end line.
QByteArray framedStandardInput(const QByteArray &input);
