// No `.arg(x).arg(y)` chain anywhere in the tree (issue 27). The second .arg() scans what the first
// put in: a value holding "%1" (a folder named "%1", a label, a Pi's string) takes the second
// argument's place. The multi-argument form `.arg(a, b)` (with QString::number for numbers)
// substitutes once. Comments and string literals are not code, and are skipped.
#include "sourcescan.h"

#include <QtTest>

namespace {

QString codeOnly(const QString &src)
{
    return SourceScan::strip(src, SourceScan::Literals::Blank);
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
        QStringList found;
        const QList<SourceScan::File> files =
            SourceScan::files({QStringLiteral("app"), QStringLiteral("core"), QStringLiteral("remote"),
                               QStringLiteral("tests"), QStringLiteral("bench")});
        for (const SourceScan::File &f : files)
            found << chains(f.path, codeOnly(f.text));
        QVERIFY(files.size() > 100);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestArgChains)
#include "tst_argchains.moc"
