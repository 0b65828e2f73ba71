// No `.arg(x).arg(y)` chain anywhere in the tree (issue 27). The second .arg() scans what the first
// put in: a value holding "%1" (a folder named "%1", a label, a Pi's string) takes the second
// argument's place. The multi-argument form `.arg(a, b)` (with QString::number for numbers)
// substitutes once. Comments and string literals are not code, and are skipped.
#include <QDirIterator>
#include <QFile>
#include <QtTest>

namespace {

// The source with comments, string and character literals (raw strings too) blanked to spaces,
// newlines kept, so what is left is code and line numbers still match.
QString codeOnly(const QString &src)
{
    QString out = src;
    const qsizetype n = src.size();
    auto blank = [&out](qsizetype from, qsizetype to) {
        for (qsizetype k = from; k < to; ++k)
            if (out[k] != u'\n')
                out[k] = u' ';
    };
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
        } else if (c == u'R' && i + 1 < n && src.at(i + 1) == u'"' && (i == 0 || !src.at(i - 1).isLetterOrNumber() ||
                                                                      src.at(i - 1) == u'u' || src.at(i - 1) == u'8')) {
            const qsizetype open = src.indexOf(u'(', i + 2);
            if (open < 0)
                break;
            const QString end = u')' + src.mid(i + 2, open - i - 2) + u'"';
            qsizetype j = src.indexOf(end, open + 1);
            j = j < 0 ? n : j + end.size();
            blank(i + 1, j);
            i = j;
        } else if (c == u'"' || (c == u'\'' && !(i > 0 && src.at(i - 1).isLetterOrNumber()))) {
            qsizetype j = i + 1;
            while (j < n && src.at(j) != c && src.at(j) != u'\n')
                j += src.at(j) == u'\\' ? 2 : 1;
            j = qMin(j + 1, n);
            blank(i + 1, j - 1);
            i = j;
        } else {
            ++i;
        }
    }
    return out;
}

// "file:line" of every .arg(…) whose call is followed (after white space) by another .arg(.
QStringList chains(const QString &path, const QString &code)
{
    QStringList out;
    static const QRegularExpression argCall(QStringLiteral("\\.arg\\s*\\("));
    auto it = argCall.globalMatch(code);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        int depth = 0;
        qsizetype j = m.capturedEnd() - 1;
        for (; j < code.size(); ++j) {
            if (code.at(j) == u'(')
                ++depth;
            else if (code.at(j) == u')' && --depth == 0)
                break;
        }
        qsizetype k = j + 1;
        while (k < code.size() && code.at(k).isSpace())
            ++k;
        if (argCall.match(code, k, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption).hasMatch())
            out << QStringLiteral("%1:%2").arg(path, QString::number(code.left(m.capturedStart()).count(u'\n') + 1));
    }
    return out;
}

} // namespace

class TestArgChains : public QObject
{
    Q_OBJECT
private slots:
    void theScannerSeesChains()
    {
        const QString code = codeOnly(QStringLiteral("a = s.arg(x)\n   .arg(f(y, (z))); // .arg(1).arg(2)\n"
                                                     "b = t.arg(\").arg(\", u); c = R\"(.arg(1).arg(2))\";\n"
                                                     "d = v.arg(w, 'x').arg(q);\n"));
        QCOMPARE(chains(QStringLiteral("f"), code), (QStringList{QStringLiteral("f:1"), QStringLiteral("f:4")}));
    }

    void noChainsInTheTree()
    {
        const QDir root(QStringLiteral(PINAS_SOURCE_DIR));
        QStringList found;
        int files = 0;
        for (const char *dir : {"app", "core", "remote", "tests", "bench"}) {
            QDirIterator it(root.filePath(QLatin1String(dir)), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                            QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadOnly));
                ++files;
                found << chains(root.relativeFilePath(path), codeOnly(QString::fromUtf8(f.readAll())));
            }
        }
        QVERIFY(files > 100);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestArgChains)
#include "tst_argchains.moc"
