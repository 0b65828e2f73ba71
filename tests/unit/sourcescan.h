#pragma once

// Reading the project's own source as text, for tests that hold a rule over the whole tree
// (tst_argchains: no .arg() chains; tst_onename: a step is spelt in one file). Comments are never
// code; string literals are code for one test (a spelt step id) and noise for the other.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace SourceScan {

enum class Literals
{
    Blank, // string and character literals blanked too: only code is left
    Keep   // string literals kept as written: code and its texts
};

// The source with comments and character literals (and, with Literals::Blank, string literals, raw
// strings too) blanked to spaces, newlines kept, so line numbers still match.
inline QString strip(const QString &src, Literals literals)
{
    QString out = src;
    const qsizetype n = src.size();
    auto blank = [&out](qsizetype from, qsizetype to) {
        for (qsizetype k = from; k < to; ++k)
            if (out[k] != u'\n')
                out[k] = u' ';
    };
    const bool keep = literals == Literals::Keep;
    qsizetype i = 0;
    while (i < n) {
        const QChar c = src.at(i);
        if (c == u'/' && i + 1 < n && src.at(i + 1) == u'/') {
            qsizetype j = src.indexOf(u'\n', i);
            j = j < 0 ? n : j;
            blank(i, j);
            i = j;
        } else if (c == u'/' && i + 1 < n && src.at(i + 1) == u'*') {
            qsizetype j = src.indexOf(QStringLiteral("*/"), i + 2);
            j = j < 0 ? n : j + 2;
            blank(i, j);
            i = j;
        } else if (c == u'R' && i + 1 < n && src.at(i + 1) == u'"' &&
                   (i == 0 || !src.at(i - 1).isLetterOrNumber() || src.at(i - 1) == u'u' ||
                    src.at(i - 1) == u'8')) {
            const qsizetype open = src.indexOf(u'(', i + 2);
            if (open < 0)
                break;
            const QString end = u')' + src.mid(i + 2, open - i - 2) + u'"';
            qsizetype j = src.indexOf(end, open + 1);
            j = j < 0 ? n : j + end.size();
            if (!keep)
                blank(i + 1, j);
            i = j;
        } else if (c == u'"' || (c == u'\'' && !(i > 0 && src.at(i - 1).isLetterOrNumber()))) {
            qsizetype j = i + 1;
            while (j < n && src.at(j) != c && src.at(j) != u'\n')
                j += src.at(j) == u'\\' ? 2 : 1;
            j = qMin(j + 1, n);
            if (!keep || c == u'\'') // a character literal is never a text worth checking
                blank(i + 1, j - 1);
            i = j;
        } else {
            ++i;
        }
    }
    return out;
}

// The 1-based line of an offset in a text.
inline int lineAt(const QString &text, qsizetype offset)
{
    return int(text.left(offset).count(u'\n')) + 1;
}

// "path:line: what matched" (and a note) for every match of re in a file's (stripped) text.
inline QStringList hits(const QString &path, const QString &code, const QRegularExpression &re,
                        const QString &note = QString())
{
    QStringList out;
    auto it = re.globalMatch(code);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out << QStringLiteral("%1:%2: %3%4").arg(path, QString::number(lineAt(code, m.capturedStart())),
                                                m.captured(0), note);
    }
    return out;
}

struct File
{
    QString path; // relative to the source root: "core/model/steps.cpp"
    QString text;
};

// Every .cpp and .h below the given folders of the source tree, read as UTF-8.
inline QList<File> files(const QStringList &folders)
{
    const QDir root(QStringLiteral(PINAS_SOURCE_DIR));
    QList<File> out;
    for (const QString &dir : folders) {
        QDirIterator it(root.filePath(dir), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            if (f.open(QIODevice::ReadOnly))
                out.append({root.relativeFilePath(path), QString::fromUtf8(f.readAll())});
        }
    }
    return out;
}

} // namespace SourceScan
