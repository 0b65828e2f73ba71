// "Measure again" after a change (issue #29, "Prove it"): the steps a re-measure runs for a
// finding's layer, and how completeness and the verdict judge a run of chosen steps — complete for
// what it ran, never a failed whole run, and no bottleneck named from a layer it did not measure.
#include "core/diagnosis/diagnosis.h"
#include "core/model/completeness.h"
#include "core/report/comparison.h"
#include "core/report/report.h"
#include "core/treatment/beforeafter.h"
#include "core/treatment/remeasure.h"
#include "diagnosistestutil.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The run `before` measured again with only `steps`: their steps recorded ok, the measurements of
// the other steps gone, and `steps_chosen` as RunOrchestrator writes it.
Run remeasured(const Run &before, const QStringList &steps)
{
    Run r = before;
    QList<Measurement> kept;
    for (const Measurement &m : before.measurements())
        if (steps.contains(m.kindKey()))
            kept << m;
    r.setMeasurements(kept);
    QList<RunStep> recorded;
    for (const QString &id : steps) {
        RunStep s;
        s.id = id;
        recorded << s;
    }
    r.setSteps(recorded);
    r.setExtraValue(u"steps_chosen"_s, QJsonArray::fromStringList(steps));
    return r;
}

const QStringList kShare{u"share-write"_s, u"share-read"_s, u"share-small-files"_s};

} // namespace

class TestRemeasure : public QObject
{
    Q_OBJECT
private slots:
    void stepsOfEachLayer_data()
    {
        QTest::addColumn<int>("layer");
        QTest::addColumn<QStringList>("steps");
        const QStringList disk{u"probe"_s, u"pi-disk-write"_s, u"pi-disk-read"_s};
        const QStringList net{u"probe"_s, u"net-pi-to-pc"_s, u"net-pc-to-pi"_s};
        QTest::newRow("storage") << int(Layer::Storage) << disk + kShare;
        QTest::newRow("usb") << int(Layer::Usb) << disk + kShare;
        QTest::newRow("network") << int(Layer::Network) << net + kShare;
        QTest::newRow("server cpu") << int(Layer::ServerCpu) << QStringList{u"probe"_s} + kShare;
        QTest::newRow("file system") << int(Layer::Filesystem) << QStringList{u"probe"_s} + kShare;
        QTest::newRow("client") << int(Layer::Client) << QStringList{u"probe"_s} + kShare;
    }
    void stepsOfEachLayer()
    {
        QFETCH(int, layer);
        QFETCH(QStringList, steps);
        QCOMPARE(Remeasure::stepsFor(Layer(layer)), steps);
    }

    // The finding's layer comes from the run before the change; an unknown finding gets the share.
    void stepsAfterAFinding()
    {
        const Run nfs = DiagTest::example(u"pi3b-nfs.pinasrun"_s);
        const Diagnosis d = Diagnosis::diagnose(nfs);
        QVERIFY(!d.findings.isEmpty());
        for (const Finding &f : d.findings)
            QCOMPARE(Remeasure::stepsAfter(nfs, f.id), Remeasure::stepsFor(f.layer));
        QCOMPARE(Remeasure::stepsAfter(nfs, u"no-such-finding"_s), QStringList{u"probe"_s} + kShare);
    }

    // A re-measure that ran its chosen steps is complete, says which ran and which were left out,
    // and is not "part of the run is missing".
    void chosenStepsMakeACompleteRemeasure()
    {
        const QStringList steps = QStringList{u"probe"_s} + kShare;
        const Run r = remeasured(DiagTest::example(u"pi3b-nfs.pinasrun"_s), steps);
        const Completeness c = Completeness::of(r);
        QCOMPARE(c.state, Completeness::State::Complete);
        QVERIFY(c.isRemeasure());
        QCOMPARE(c.chosen, steps);
        QCOMPARE(c.leftOut, (QStringList{u"cleanup"_s, u"pi-disk-write"_s, u"pi-disk-read"_s,
                                         u"net-pi-to-pc"_s, u"net-pc-to-pi"_s}));
        QVERIFY(c.measures(StepInfo::Path::Share));
        QVERIFY(!c.measures(StepInfo::Path::Network));
        QVERIFY(!c.measures(StepInfo::Path::PiDisk));
        const QString why = c.explanation();
        QVERIFY2(why.contains(u"Measured again after a change"_s), qPrintable(why));
        QVERIFY2(why.contains(u"Network, Pi to PC"_s), qPrintable(why));
        QVERIFY(!why.contains(u"missing"_s));
        const Report report = Report::build(r);
        QVERIFY2(!report.summary.contains(u"Part of the run is missing"_s), qPrintable(report.summary));
        QVERIFY2(report.summary.contains(u"Measured again after a change"_s), qPrintable(report.summary));
        // A whole run holds every stretch; steps_chosen that names nothing this version runs is no
        // re-measure.
        Run odd = r;
        odd.setExtraValue(u"steps_chosen"_s, QJsonArray{u"sampler"_s, u"preflight"_s, 7, u"<b>x</b>"_s});
        QVERIFY(!Completeness::of(odd).isRemeasure());
        QVERIFY(
            Completeness::of(DiagTest::example(u"pi3b-nfs.pinasrun"_s)).measures(StepInfo::Path::Network));
    }

    // The Pi 3 write-up: 11.1 MB/s through NFS is 94 % of the 100 Mbit/s network's ceiling, so a whole
    // run names the network. Measured again without the network test, the network's figure is the
    // run before's, not this one's: nothing names it.
    void noBottleneckFromALayerLeftOut()
    {
        const Run whole = DiagTest::example(u"pi3b-nfs.pinasrun"_s);
        const Diagnosis d = Diagnosis::diagnose(whole);
        QVERIFY(d.bottleneck.layer);
        QCOMPARE(*d.bottleneck.layer, Layer::Network);
        // The same figures, re-measured with the network test: the network is named again.
        const QStringList withNet = Remeasure::stepsFor(Layer::Network);
        QCOMPARE(*Diagnosis::diagnose(remeasured(whole, withNet)).bottleneck.layer, Layer::Network);
        // Without it: no layer the re-measure left out is named.
        for (const std::optional<Layer> layer :
             {std::optional(Layer::ServerCpu), std::optional(Layer::Storage)}) {
            const Run r = remeasured(whole, Remeasure::stepsFor(layer));
            const Diagnosis again = Diagnosis::diagnose(r);
            QVERIFY2(!again.bottleneck.layer || *again.bottleneck.layer != Layer::Network,
                     qPrintable(again.bottleneck.reason));
            QVERIFY2(again.bottleneck.reason.contains(u"measured again"_s),
                     qPrintable(again.bottleneck.reason));
            QVERIFY(again.bottleneck.shareMbPerSecond > 11);
            const Report report = Report::build(r);
            QVERIFY2(!report.summary.contains(u"The bottleneck is"_s), qPrintable(report.summary));
        }
    }

    // The before/after card in words (BeforeAfter, shared by the window's card and `fix
    // --measure-again`): the same figures measured again did not help, the finding is still there,
    // and the text ends with the undo command; the JSON says the same.
    void beforeAfterCardInWords()
    {
        const Run before = DiagTest::example(u"pi3b-nfs.pinasrun"_s);
        const Diagnosis d = Diagnosis::diagnose(before);
        QVERIFY(!d.findings.isEmpty());
        const QString finding = d.findings.first().id;
        const Run after = remeasured(before, Remeasure::stepsAfter(before, finding));
        const BeforeAfter card = BeforeAfter::of(before, after, finding);
        QVERIFY(card.wasThere);
        QVERIFY(card.stillThere);
        QVERIFY(!card.faster);
        QVERIFY(!card.helped);
        QCOMPARE(card.findingTitle, d.findings.first().title);
        QVERIFY(card.shareBefore > 11);
        QCOMPARE(card.shareAfter, card.shareBefore);
        QVERIFY2(card.verdict.endsWith(u"The finding is still there."_s), qPrintable(card.verdict));
        const QString undo = u"pinas-doctor fix before.pinasrun --undo C1 --yes"_s;
        const QString text = card.toText(u"C1"_s, undo);
        QVERIFY2(text.startsWith(u"Change C1: "_s + card.findingTitle + u'\n'), qPrintable(text));
        QVERIFY2(text.contains(u"  The finding | found | still found\n"_s), qPrintable(text));
        QVERIFY2(text.contains(card.verdict + u'\n'), qPrintable(text));
        QVERIFY2(text.contains(u"Measured again after a change"_s), qPrintable(text));
        QVERIFY2(text.endsWith(u"It did not help: to take the change back, run "_s + undo + u'\n'),
                 qPrintable(text));
        const QJsonObject json = card.toJson();
        QCOMPARE(json.value(u"finding"_s).toString(), finding);
        QCOMPARE(json.value(u"helped"_s).toBool(), false);
        QCOMPARE(json.value(u"finding_before"_s).toBool(), true);
        QCOMPARE(json.value(u"finding_after"_s).toBool(), true);
        QCOMPARE(json.value(u"share_after"_s).toDouble(), card.shareAfter);
        QCOMPARE(json.value(u"rows"_s).toArray().size(), card.rows.size());
        // Not measured after (the share steps failed): null, never a number.
        Run empty = after;
        empty.setMeasurements({});
        QVERIFY(BeforeAfter::of(before, empty, finding).toJson().value(u"share_after"_s).isNull());
    }

    // Issue #39: the card names the answers in the owner's terms the change moved, and only those.
    // The Pi 4 write-up: ntfs-3g at 30 MB/s, then ext4 at 80 MB/s — a 50 GB film folder goes from
    // "tight, about 28 min" to "yes, about 10 min"; answers no test measured stay off the card.
    void beforeAfterShowsTheAnswersThatChanged()
    {
        const Run before = DiagTest::example(u"pi4-samba-ntfs.pinasrun"_s);
        const Run after = DiagTest::example(u"pi4-samba-ext4.pinasrun"_s);
        const Diagnosis d = Diagnosis::diagnose(before);
        QVERIFY(d.mainFinding());
        const BeforeAfter card = BeforeAfter::of(before, after, d.mainFinding()->id);
        const Report a = Report::build(before);
        const Report b = Report::build(after);
        QStringList changed;
        for (qsizetype i = 0; i < a.answers.size(); ++i)
            if (!a.answers.at(i).sameAs(b.answers.at(i)))
                changed << a.answers.at(i).workload.translatedTitle();
        QVERIFY(changed.contains(u"Copy a folder of films to the NAS"_s));
        QVERIFY(!changed.contains(u"Play a 4K UHD Blu-ray remux"_s)); // unknown both times: no read test
        for (const QString &title : changed) {
            const auto row = std::find_if(card.rows.cbegin(), card.rows.cend(),
                                          [&title](const BeforeAfter::Row &r) { return r.name == title; });
            QVERIFY2(row != card.rows.cend(), qPrintable(title));
        }
        const auto films = std::find_if(card.rows.cbegin(), card.rows.cend(), [](const BeforeAfter::Row &r) {
            return r.name == u"Copy a folder of films to the NAS"_s;
        });
        QCOMPARE(films->before, u"Tight — about 28 min"_s);
        QCOMPARE(films->after, u"Yes — about 10 min"_s);
        QVERIFY(std::none_of(card.rows.cbegin(), card.rows.cend(),
                             [](const BeforeAfter::Row &r) { return r.name == u"Play a 4K UHD Blu-ray remux"_s; }));
        // Compare: one row per answer whose runs differ.
        const Comparison c = Comparison::build({before, after});
        const Comparison::Row *row = c.row(u"answer:copy-films-to-nas"_s);
        QVERIFY(row);
        QCOMPARE(row->values, (QStringList{u"Tight — about 28 min"_s, u"Yes — about 10 min"_s}));
        QVERIFY(!c.row(u"answer:stream-4k-uhd-remux"_s));
    }
};

QTEST_GUILESS_MAIN(TestRemeasure)
#include "tst_remeasure.moc"
