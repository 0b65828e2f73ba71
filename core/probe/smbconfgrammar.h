#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// smb.conf as Samba itself reads it (lib/util/tini.c, the parser behind loadparm), so that an edit
// can be mapped to whole settings and its effect proven:
// - a line whose first non-blank character is "#" or ";" is a comment, to its end (never continued);
// - any other line ending in "\" (or "\" and one blank) goes on in the next physical line, whatever
//   that line holds: "comment = a \" followed by "hosts allow = x" is one setting, the comment;
// - runs of blanks count as one, names ignore case and blanks ("Sync  Always" is "syncalways"),
//   a section header runs to its "]", a line without "=" is ignored;
// - "include = FILE" reads FILE in its place (the app has not read it: see includes()).
namespace SmbConfGrammar {

struct Line
{
    enum class Kind
    {
        Blank,
        Comment,
        Section,
        Parameter,
        Ignored, // no "=": Samba skips it
        Broken,  // "[" without "]" or "=" without a name: Samba refuses the whole file
    };
    Kind kind = Kind::Blank;
    qsizetype start = 0; // the physical bytes: from the line's first byte to after its last line end
    qsizetype end = 0;
    int physicalLines = 1;
    QString section;     // the section it is in (for a Section: its own), lower case, trimmed
    QString name;        // name() of the parameter
    QString writtenName; // the parameter's or section's name as written, blanks zapped to one
    QString value;       // as Samba takes it: continuations joined, blanks zapped, trimmed
};

// Every logical line of `text`, in order; together their byte ranges cover the text exactly.
QList<Line> parse(const QByteArray &text);

// A parameter or section name as Samba compares it: lower case, without any blank. Samba's
// synonyms of a parameter the treatment edits map to one name ("max protocol" -> "servermaxprotocol").
QString name(const QString &written);
// The names Samba may print for the parameter `name` (its synonyms), name() form.
QStringList synonyms(const QString &name);
// The section key as name() makes it: "[My Share]" and "[myshare]" are one share for Samba.
inline QString sectionKey(const QString &section)
{
    return name(section);
}

// What Samba ends up with: the last value of each parameter in each section ("section\tname").
using Settings = QMap<QString, QString>;
Settings settings(const QList<Line> &lines);
inline QString settingKey(const QString &section, const QString &name)
{
    return sectionKey(section) + u'\t' + name;
}

// The files the text pulls in ("include", "config file"): settings there are not in settings().
QStringList includes(const QList<Line> &lines);
// Whether any line makes Samba refuse the whole file.
bool broken(const QList<Line> &lines);
// The sections copied into others ("copy = media"): an edit in them changes the copies too.
QStringList copiedSections(const QList<Line> &lines);

} // namespace SmbConfGrammar
