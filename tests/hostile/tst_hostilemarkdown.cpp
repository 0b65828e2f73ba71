// Issue 27 point 5: the forum post (`analyze --markdown`, "Copy for a forum post") means the same in
// CommonMark and on GitHub. Every run file of the hostile corpus (among them gfm-constructs, with
// strikethrough, bare URLs, www., e-mail, @mention, #123, :emoji:, '|', task list markers, HTML and
// entities in the label, a fact, a Pi output and a finding's Pi value) is rendered by cmark and by
// cmark-gfm with GitHub's extensions. Neither shows a link, strikethrough, checkbox, picture or HTML
// element the post did not write; no @mention, #reference or :emoji: is left outside code (github.com
// links those after rendering, outside code only); and both show the same text.
#include "core/model/run.h"
#include "core/report/redaction.h"
#include "core/report/report.h"
#include "core/report/reportmarkdown.h"

#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTest>

namespace {

QString render(const QString &program, const QStringList &args, const QString &markdown)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForStarted(30000))
        return QString();
    p.write(markdown.toUtf8());
    p.closeWriteChannel();
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QString();
    return QString::fromUtf8(p.readAllStandardOutput());
}

QString cmark(const QString &md)
{
    return render(QStringLiteral("cmark"),
                  {QStringLiteral("--to"), QStringLiteral("html"), QStringLiteral("--unsafe")}, md);
}

QString cmarkGfm(const QString &md)
{
    return render(QStringLiteral("cmark-gfm"),
                  {QStringLiteral("--to"), QStringLiteral("html"), QStringLiteral("--unsafe"),
                   QStringLiteral("--extension"), QStringLiteral("table"), QStringLiteral("--extension"),
                   QStringLiteral("strikethrough"), QStringLiteral("--extension"), QStringLiteral("autolink"),
                   QStringLiteral("--extension"), QStringLiteral("tasklist")},
                  md);
}

QString withoutComments(QString html)
{
    static const QRegularExpression comment(QStringLiteral("<!--.*?-->"),
                                            QRegularExpression::DotMatchesEverythingOption);
    return html.remove(comment);
}

// The text a reader sees: tags and comments gone, the entities cmark writes decoded, white space
// collapsed. Table syntax ('|' and the delimiter row) is dropped on both sides: cmark shows a table as
// its source, cmark-gfm as cells; a data '|' that split a cell is caught by cellsPerRow instead.
QString visibleText(const QString &html)
{
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression delimiterRow(QStringLiteral("-{3,}:?"));
    QString t = withoutComments(html).remove(tag);
    t.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&#39;"), QStringLiteral("'"))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    t.remove(u'|').remove(delimiterRow);
    return t.simplified();
}

// Every element in the HTML is one the post writes on purpose. The renderers run with --unsafe, so
// raw HTML passes through as on GitHub (which then sanitizes it): the post's own <details> block
// shows, and so would any tag or comment that data managed to open.
QString unintendedElement(const QString &html)
{
    if (html.contains(QStringLiteral("<!--")))
        return QStringLiteral("<!-- (a comment)");
    static const QSet<QString> intended{
        QStringLiteral("p"),      QStringLiteral("h2"),      QStringLiteral("h3"),
        QStringLiteral("strong"), QStringLiteral("code"),    QStringLiteral("pre"),
        QStringLiteral("ul"),     QStringLiteral("ol"),      QStringLiteral("li"),
        QStringLiteral("table"),  QStringLiteral("thead"),   QStringLiteral("tbody"),
        QStringLiteral("tr"),     QStringLiteral("th"),      QStringLiteral("td"),
        QStringLiteral("br"),     QStringLiteral("details"), QStringLiteral("summary")};
    static const QRegularExpression tag(QStringLiteral("<\\s*/?\\s*([A-Za-z][A-Za-z0-9]*)"));
    for (auto it = tag.globalMatch(withoutComments(html)); it.hasNext();) {
        const QString name = it.next().captured(1).toLower();
        if (!intended.contains(name))
            return name;
    }
    return QString();
}

// What github.com links in rendered text outside code and pre: @mentions, #123, :emoji:.
QString linkableOutsideCode(const QString &html)
{
    static const QRegularExpression code(QStringLiteral("<(code|pre)[^>]*>.*?</\\1>"),
                                         QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression linkable(
        QStringLiteral("(^|[^\\w])@\\w|#\\d|\\bGH-\\d|:[a-z_+-][a-z0-9_+-]*:|www\\.|://"),
        QRegularExpression::CaseInsensitiveOption);
    const QString text =
        withoutComments(html).remove(code).remove(tag).replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    const QRegularExpressionMatch m = linkable.match(text);
    return m.hasMatch() ? text.mid(std::max<qsizetype>(0, m.capturedStart() - 30), 80) : QString();
}

// Every row of cmark-gfm's layer table has the header's four cells: no '|' from data split one.
bool cellsPerRow(const QString &html, QString *row)
{
    static const QRegularExpression tr(QStringLiteral("<tr>(.*?)</tr>"),
                                       QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression cell(QStringLiteral("<t[hd][ >]"));
    for (auto it = tr.globalMatch(html); it.hasNext();) {
        const QString r = it.next().captured(1);
        if (r.count(cell) != 4) {
            *row = r;
            return false;
        }
    }
    return true;
}

// Why the post does not mean the same in cmark and cmark-gfm, or nothing.
QString differs(const QString &md)
{
    const QString common = cmark(md);
    const QString gfm = cmarkGfm(md);
    if (common.isEmpty() || gfm.isEmpty())
        return QStringLiteral("cmark or cmark-gfm did not render the post");
    if (!gfm.contains(QStringLiteral("<table>")))
        return QStringLiteral("the layer table is no table on GitHub");
    for (const QString &html : {common, gfm}) {
        if (const QString element = unintendedElement(html); !element.isEmpty())
            return QStringLiteral("element %1 in\n%2")
                .arg(element, html.mid(std::max<qsizetype>(0, html.indexOf(u'<' + element) - 300), 600));
        if (const QString linkable = linkableOutsideCode(html); !linkable.isEmpty())
            return QStringLiteral("linkable outside code: %1\n%2").arg(linkable, md);
    }
    QString row;
    if (!cellsPerRow(gfm, &row))
        return QStringLiteral("a row without four cells: %1").arg(row);
    if (visibleText(gfm) != visibleText(common))
        return QStringLiteral("cmark-gfm shows\n%1\ncmark shows\n%2\n%3")
            .arg(visibleText(gfm), visibleText(common), md);
    return QString();
}

} // namespace

class TestHostileMarkdown : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        for (const char *tool : {"cmark", "cmark-gfm"})
            if (QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty())
                QFAIL(qPrintable(
                    QStringLiteral("%1 is not installed: run scripts/setup").arg(QLatin1String(tool))));
    }

    void sameMeaningInCmarkAndGfm_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(PINAS_SOURCE_DIR "/tests/hostile/corpus"));
        const QStringList files = dir.entryList({QStringLiteral("*.pinasrun")}, QDir::Files, QDir::Name);
        QVERIFY(files.contains(QStringLiteral("gfm-constructs.pinasrun")));
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
        // And the example runs, as a real Pi writes them.
        const QDir examples(QStringLiteral(PINAS_SOURCE_DIR "/resources/examples"));
        for (const QString &f : examples.entryList({QStringLiteral("*.pinasrun")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(u"example " + f)) << examples.filePath(f);
    }

    void sameMeaningInCmarkAndGfm()
    {
        QFETCH(QString, path);
        const Result<Run> loaded = Run::load(path);
        if (!loaded.ok())
            QSKIP("refused at load (the corpus's impossible figures)");
        const Run &run = loaded.value();
        const QString md = ReportMarkdown::render(Report::forSharing(run));
        const QString why = differs(md);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    // Beyond the cases anyone wrote down: 300 board models and mount points made of Markdown's and
    // GFM's pieces (a fixed seed, so a failure repeats), each through both renderers. The data holds
    // no backslash, so none may show.
    void piecesOfMarkupInAnyOrder()
    {
        const QStringList pieces{u"~"_qs,         u"~~"_qs,   u"*"_qs,    u"**"_qs,      u"_"_qs,
                                 u"["_qs,         u"]"_qs,    u"("_qs,    u")"_qs,       u"<"_qs,
                                 u">"_qs,         u"&"_qs,    u"#"_qs,    u"@"_qs,       u"!"_qs,
                                 u"`"_qs,         u"``"_qs,   u"|"_qs,    u"$"_qs,       u":"_qs,
                                 u"-"_qs,         u"+"_qs,    u"="_qs,    u"1."_qs,      u"1)"_qs,
                                 u" "_qs,         u" "_qs,    u"a"_qs,    u"www."_qs,    u"http://"_qs,
                                 u"x.example"_qs, u"@bob"_qs, u"#12"_qs,  u":smile:"_qs, u"&amp;"_qs,
                                 u"&#64;"_qs,     u"<b>"_qs,  u"</b>"_qs, u"<!--"_qs,    u"-->"_qs,
                                 u"[ ]"_qs,       u"[x]"_qs,  u"- "_qs,   u"GH-1"_qs,    u"mail@x.example"_qs,
                                 u"^"_qs,         u"\""_qs,   u"'"_qs};
        const Result<Run> base =
            Run::load(QStringLiteral(PINAS_SOURCE_DIR "/resources/examples/pi4-samba-ntfs.pinasrun"));
        QVERIFY(base.ok());
        // PINAS_MARKDOWN_SEED explores other orders by hand; the suite always runs seed 27.
        bool seeded = false;
        const int seed = qEnvironmentVariableIntValue("PINAS_MARKDOWN_SEED", &seeded);
        QRandomGenerator random(seeded ? quint32(seed) : 27u);
        for (int i = 0; i < 300; ++i) {
            QString model;
            const int n = 1 + int(random.bounded(12));
            for (int k = 0; k < n; ++k)
                model += pieces.at(int(random.bounded(qsizetype(pieces.size()))));
            QString mount = model;
            mount.remove(u' ');
            Run run = base.value();
            run.setTranscript(run.transcript()
                                  .replace(u"Raspberry Pi 4 Model B Rev 1.2"_qs, u"Model "_qs + model)
                                  .replace(u"/mnt/hdd"_qs, u"/mnt/"_qs + mount));
            const QString md = ReportMarkdown::render(Report::forSharing(run));
            const QString why = differs(md);
            QVERIFY2(why.isEmpty(), qPrintable(model + u"\n"_qs + why));
            const QString text = visibleText(cmarkGfm(md));
            QVERIFY2(!text.contains(u'\\'), qPrintable(model + u"\n"_qs + md));
            // The model as the post shows it, unless redaction took a host or address out of it; and
            // as visibleText shows it: without the '|' and "---" it drops on both sides.
            const bool kept = Redaction::of(run, QSysInfo::machineHostName())
                                  .run()
                                  .transcript()
                                  .contains(u"Model "_qs + model + u'\n');
            if (!kept)
                continue;
            QString shown = u"Model "_qs + model;
            shown.remove(u'|').remove(QRegularExpression(QStringLiteral("-{3,}:?")));
            QVERIFY2(text.contains(shown.simplified()),
                     qPrintable(model + u"\n"_qs + md.mid(md.indexOf(u"### "_qs, md.indexOf(u"|\n\n"_qs)))));
        }
    }

    // The hostile constructs are in the post, shown as the text they are (not dropped to pass).
    void hostileTextShowsAsItself()
    {
        const Result<Run> loaded =
            Run::load(QStringLiteral(PINAS_SOURCE_DIR "/tests/hostile/corpus/gfm-constructs.pinasrun"));
        QVERIFY(loaded.ok());
        const QString md = ReportMarkdown::render(Report::forSharing(loaded.value()));
        const QString text = visibleText(cmarkGfm(md));
        for (const char *shown : {"~~struck~~", "~one~", "http://evil.example/x", "www.evil.example",
                                  "mail@evil.example", "@octocat", "#123", "GH-7", ":smile:", "<b>bold</b>",
                                  "&amp;", "&#64;", "[x](http://evil.example)"})
            QVERIFY2(text.contains(QLatin1String(shown)), qPrintable(QLatin1String(shown) + u'\n' + md));
        // github.com renders $…$ as math outside code: every '$' of the data is escaped in the source.
        QVERIFY2(text.contains(QLatin1String("$x^2$ $$y$$")), qPrintable(text));
        static const QRegularExpression unescapedDollar(QStringLiteral("(^|[^\\\\$])\\$"));
        QString outsideCode = md;
        outsideCode.remove(
            QRegularExpression(QStringLiteral("```.*?```"), QRegularExpression::DotMatchesEverythingOption));
        outsideCode.remove(QRegularExpression(QStringLiteral("`[^`]*`")));
        QVERIFY2(!outsideCode.contains(unescapedDollar), qPrintable(outsideCode));
        // No escape shows: the data holds no backslash, so none is visible in either renderer (a
        // number starting a table cell, "117.7 MB/s", is escaped only where a list could start).
        QVERIFY2(!text.contains(u'\\'), qPrintable(text));
        QVERIFY2(!visibleText(cmark(md)).contains(u'\\'), qPrintable(md));
    }
};

QTEST_GUILESS_MAIN(TestHostileMarkdown)
#include "tst_hostilemarkdown.moc"
