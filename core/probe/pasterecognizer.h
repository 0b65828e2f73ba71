#pragma once

#include "core/probe/transcript.h"

#include <QList>
#include <QString>

// Turns outputs a user pasted (from a forum post, say) into a transcript: the text is split
// into pieces and each piece is labelled with the section id its shape says it is (lsusb -t
// tree, ethtool, mount lines, dmesg, get_throttled, cpuinfo, ...). A shell prompt line such as
// "pi@raspberrypi:~ $ lsusb -t" names the output below it and is trusted over the shape.
struct PastePiece
{
    QString sectionId;     // "lsusb-t", "ethtool-eth0", ...; empty when not recognised
    QString text;
    int firstLine = 0;     // 0-based line numbers in the pasted text
    int lastLine = 0;
    QString command;       // the command of the prompt line above it, if any
};

class PasteRecognizer
{
public:
    static QList<PastePiece> split(const QString &text);
    // Recognised pieces as sections (pieces with the same id are joined). A text that already
    // carries transcript markers is read as a transcript.
    static Transcript recognize(const QString &text);
    // The section id a command line stands for: "sudo lsusb -t" -> "lsusb-t"; empty if unknown.
    static QString sectionForCommand(const QString &command);
};
