#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

// /etc/fstab as fstab(5) and libmount read it: one entry a line (no continuation), a line whose
// first non-blank character is "#" is a comment, fields are separated by blanks and a blank inside
// a field is written as an octal escape ("/mnt/my\040disk" is the mount point "/mnt/my disk").
namespace FstabGrammar {

struct Line
{
    qsizetype start = 0; // the physical bytes, line end included
    qsizetype end = 0;
    bool entry = false;                        // an active line with at least the first three fields
    QList<QPair<qsizetype, qsizetype>> ranges; // each field's bytes (offset in the text, length)
    QStringList fields;                        // each field decoded (\040 -> " ")
};

QList<Line> parse(const QByteArray &text);
// "\040" -> " ", "\011" -> tab, "\134" -> "\", any "\" and three octal digits.
QString unescape(const QByteArray &field);
// What mount reads: the decoded fields of every entry, in order.
QList<QStringList> entries(const QByteArray &text);

} // namespace FstabGrammar
