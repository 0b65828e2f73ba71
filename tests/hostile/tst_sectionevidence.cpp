// Evidence discipline (issue 14, point 1): a section that is missing, failed, printed only the
// probe's own "not readable" note, or is empty yields no fact. Data-driven over every section of
// the example runs' transcripts and of the real probe run on this machine.
#include "core/probe/factsbuilder.h"
#include "core/probe/probescript.h"
#include "core/probe/transcript.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>

namespace {

// Every section name a fact cites, anywhere in the facts' JSON ("sources" maps and "source" keys).
void collectSources(const QJsonValue &v, QSet<QString> &out)
{
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collectSources(e, out);
        return;
    }
    if (!v.isObject())
        return;
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == u"sources" && it->isObject()) {
            for (const QJsonValue &list : it->toObject())
                for (const QJsonValue &s : list.toArray())
                    out.insert(s.toString());
        } else if (it.key() == u"sources" && it->isArray()) {
            for (const QJsonValue &s : it->toArray())
                out.insert(s.toString());
        } else if (it.key() == u"source" && it->isString()) {
            out.insert(it->toString());
        } else {
            collectSources(*it, out);
        }
    }
}

QSet<QString> sourcesOf(const Transcript &t)
{
    QSet<QString> out;
    collectSources(FactsBuilder::build(t).toJson(), out);
    return out;
}

// The transcript with section `id` replaced as `how` says (or left out).
Transcript variant(const Transcript &base, const QString &id, const QString &how)
{
    Transcript t;
    t.setVersion(base.version());
    for (const TranscriptSection &s : base.sections()) {
        if (s.id != id) {
            t.addSection(s);
            continue;
        }
        TranscriptSection v = s;
        if (how == u"missing")
            continue;
        if (how == u"failed")
            v.exitCode = 1; // the command's own output kept: it still must not count
        else if (how == u"timed-out")
            v.exitCode = 124;
        else if (how == u"marker")
            v = TranscriptSection{id, QStringLiteral("/etc/%1: not readable").arg(id), 0, true};
        else if (how == u"marker-pasted")
            v = TranscriptSection{id, QStringLiteral("%1: command not found").arg(id), std::nullopt, false};
        else if (how == u"empty")
            v = TranscriptSection{id, QStringLiteral(" \n\n"), 0, true};
        t.addSection(v);
    }
    return t;
}

QByteArray probeOnThisMachine()
{
    QProcess sh;
    sh.start(QStringLiteral("sh"), {QStringLiteral("-s")});
    if (!sh.waitForStarted(5000))
        return {};
    sh.write(ProbeScript::text().toUtf8());
    sh.closeWriteChannel();
    sh.waitForFinished(60000);
    return sh.readAllStandardOutput();
}

} // namespace

class TestSectionEvidence : public QObject
{
    Q_OBJECT

    QList<QPair<QString, Transcript>> m_bases;

private slots:
    void initTestCase()
    {
        const QDir examples(QStringLiteral(PINAS_SOURCE_DIR "/resources/examples"));
        for (const QString &name : examples.entryList({QStringLiteral("*.pinasrun")})) {
            QFile f(examples.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QJsonDocument::fromJson(f.readAll()).object().value(u"transcript").toString();
            m_bases.append({name, Transcript::parse(text)});
        }
        const Transcript local = Transcript::parse(probeOnThisMachine());
        QCOMPARE(local.version(), 2);
        m_bases.append({QStringLiteral("this machine"), local});
    }

    void sectionStates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("exit");
        QTest::addColumn<int>("state");
        QTest::newRow("ok") << "Raspberry Pi 4" << 0 << int(SectionState::Readable);
        QTest::newRow("failed with text") << "rw,sync /srv" << 1 << int(SectionState::Failed);
        QTest::newRow("timeout") << "" << 124 << int(SectionState::Failed);
        QTest::newRow("not readable") << "/etc/exports: not readable" << 0 << int(SectionState::AbsenceMarker);
        QTest::newRow("not present") << "/sys/class/dmi/id: not present\n" << 0 << int(SectionState::AbsenceMarker);
        QTest::newRow("not installed") << "vcgencmd: not installed" << 0 << int(SectionState::AbsenceMarker);
        QTest::newRow("shell not found") << "sh: 1: ethtool: not found" << 0 << int(SectionState::AbsenceMarker);
        QTest::newRow("marker and data") << "/a: not readable\n/srv *(rw,async)" << 0 << int(SectionState::Readable);
        QTest::newRow("empty") << "  \n \n" << 0 << int(SectionState::Empty);
    }
    void sectionStates()
    {
        QFETCH(QString, text);
        QFETCH(int, exit);
        QFETCH(int, state);
        const TranscriptSection s{QStringLiteral("x"), text, exit, true};
        QCOMPARE(int(s.state()), state);
        Transcript t;
        t.addSection(s);
        QCOMPARE(int(t.readable(QStringLiteral("x")).state), state);
        QCOMPARE(t.readable(QStringLiteral("x")).text != nullptr, state == int(SectionState::Readable));
        QCOMPARE(int(t.readable(QStringLiteral("y")).state), int(SectionState::Missing));
    }

    // The case: no /etc/exports must not become an NFS export or "File server: NFS".
    void missingExportsIsNoExport()
    {
        Transcript t;
        t.addSection({QStringLiteral("exports"), QStringLiteral("/etc/exports: not readable"), 1, true});
        t.addSection({QStringLiteral("exportfs"), QStringLiteral("exportfs: command not found"), 127, true});
        const Facts f = FactsBuilder::build(t);
        QVERIFY(!sourcesOf(t).contains(QStringLiteral("exports")));
        const QJsonObject j = f.toJson();
        QVERIFY2(!QJsonDocument(j).toJson().contains("/etc/exports: not"), QJsonDocument(j).toJson().constData());
    }

    void noFactFromAnUnreadableSection_data()
    {
        QTest::addColumn<int>("base");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("how");
        for (int b = 0; b < m_bases.size(); ++b) {
            const QSet<QString> baseline = sourcesOf(m_bases[b].second);
            for (const QString &id : m_bases[b].second.ids()) {
                if (!baseline.contains(id))
                    continue; // gives no fact even when readable: nothing to take away
                for (const char *how : {"missing", "failed", "timed-out", "marker", "marker-pasted", "empty"})
                    QTest::addRow("%s %s %s", qPrintable(m_bases[b].first), qPrintable(id), how)
                        << b << id << QString::fromLatin1(how);
            }
        }
    }
    void noFactFromAnUnreadableSection()
    {
        QFETCH(int, base);
        QFETCH(QString, id);
        QFETCH(QString, how);
        const QSet<QString> sources = sourcesOf(variant(m_bases[base].second, id, how));
        QVERIFY2(!sources.contains(id), qPrintable(QStringList(sources.values()).join(u' ')));
    }

    // The data above is not vacuous: most sections of a probe run do give facts when readable.
    void mostSectionsGiveFacts()
    {
        const QSet<QString> local = sourcesOf(m_bases.last().second);
        qInfo("sections that give facts on this machine: %lld", qlonglong(local.size()));
        QVERIFY(local.size() >= 10);
    }
};

QTEST_GUILESS_MAIN(TestSectionEvidence)
#include "tst_sectionevidence.moc"
