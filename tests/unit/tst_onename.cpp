// Issue 28's acceptance, held over the production tree (core/, remote/, app/; tests are free to
// spell what they check): a step is named in one production file, the step registry
// (core/model/steps.cpp), and every other place asks it (Steps::find, Steps::idOf, …); a job's key
// (StepInfo::job) is spelt only there and in its factory row (remote/jobs/runsteps.cpp); no result
// comes back through a static_cast to a concrete job; core/model includes nothing from core/probe;
// a thread of our own is made one way (core/thread/workerthread.cpp: a WorkerThreadPtr); and (issue
// #35) a finding id is spelt only in the finding catalogue (core/findings/catalogue.h), and a probe
// section id only in the section registry (core/model/probesection.cpp) and the probe script.
// Comments are not code and are skipped; string literals are what is checked.
#include "core/findings/catalogue.h"
#include "core/model/probesection.h"
#include "core/model/steps.h"
#include "sourcescan.h"

#include <QRegularExpression>
#include <QtTest>

namespace {

const QString kRegistry = QStringLiteral("core/model/steps.cpp");

// "file:line: the <what> "<name>" (<hint>)" for every string literal, outside `homes`, that is
// exactly one of `names`.
QStringList spelled(const QString &path, const QString &code, const QStringList &names,
                    const QStringList &homes, const QString &what, const QString &hint)
{
    QStringList out;
    if (homes.contains(path))
        return out;
    static const QRegularExpression literal(QStringLiteral("\"((?:[^\"\\\\\\n]|\\\\.)*)\""));
    auto it = literal.globalMatch(code);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (names.contains(m.captured(1)))
            out << QStringLiteral("%1:%2: the %3 \"%4\" (%5)")
                       .arg(path, QString::number(SourceScan::lineAt(code, m.capturedStart())), what,
                            m.captured(1), hint);
    }
    return out;
}

// A step id outside the registry.
QStringList spelledIds(const QString &path, const QString &code, const QStringList &ids)
{
    return spelled(path, code, ids, {kRegistry}, QStringLiteral("step id"), QStringLiteral("ask Steps"));
}

// A finding id outside the finding catalogue (issue #35: catalogue.h's FindingId constants, or an
// entry's own file core/findings/entry_*.cpp): other code names a finding by its FindingId constant or
// asks Catalogue::find. everyFindingIdIsSpelledOnce checks that within core/findings each id has
// one file.
QStringList spelledFindingIds(const QString &path, const QString &code, const QStringList &ids)
{
    if (path.startsWith(QLatin1String("core/findings/")))
        return {};
    return spelled(path, code, ids, {}, QStringLiteral("finding id"), QStringLiteral("use FindingId or Catalogue"));
}

const QString kSectionRegistry = QStringLiteral("core/model/probesection.cpp");

// The same word as a section id, with another meaning, in the one file that uses it so: a key of
// the facts JSON, a program's name in a pasted command line, a word inside a command's own output,
// a ceiling's kind. Anywhere else the word is a section id spelt outside the registry.
struct OtherMeaning
{
    const char *path;
    const char *word;
};
constexpr OtherMeaning kOtherMeanings[] = {
    {"core/model/factsjson.cpp", "mounts"},    // facts JSON keys
    {"core/model/factsjson.cpp", "throttled"}, // …and a get_throttled flag
    {"core/model/factsjson.cpp", "processes"},
    {"core/model/factsjson.cpp", "dmesg"},
    {"core/model/factfields.cpp", "model"},     // the board's and a disk's JSON key
    {"core/model/factfields.cpp", "throttled"}, // a get_throttled flag's JSON key
    {"core/model/factlabels.cpp", "throttled"}, // the flag, for its label
    {"app/widgets/factstree.cpp", "throttled"}, // the flag, for its row
    {"core/report/comparison.cpp", "dmesg"},    // facts JSON keys
    {"core/report/comparison.cpp", "processes"},
    {"core/probe/pasterecognizer.cpp", "lsusb"}, // programs in a pasted command line
    {"core/probe/pasterecognizer.cpp", "dmesg"},
    {"core/probe/pasterecognizer.cpp", "lspci"},
    {"core/probe/pasterecognizer.cpp", "cryptsetup"},
    {"core/probe/pasterecognizer.cpp", "dmsetup"},
    {"core/probe/pasterecognizer.cpp", "btrfs"},
    {"core/probe/pasterecognizer.cpp", "lsblk"},
    {"core/probe/pasterecognizer.cpp", "df"},
    {"core/probe/pasterecognizer.cpp", "uname"},
    {"core/probe/pasterecognizer.cpp", "exportfs"},
    {"core/probe/pasterecognizer.cpp", "ifconfig"},
    {"core/probe/factsbuilder_storage.cpp", "model"},         // a disk's sysfs attribute
    {"core/probe/factsbuilder_volumes.cpp", "btrfs"},         // a volume's kind
    {"core/probe/factsbuilder_services.cpp", "cpufrequtils"}, // a key in the cpufreq section's text
    {"core/diagnosis/bottleneck.cpp", "wifi"},                // the Wi-Fi ceiling's kind
    {"core/diagnosis/layerceilings.cpp", "wifi"},
    {"core/knowledge/boardtable.cpp", "wifi"},  // the board table's key
    {"core/thispc/pcfactsreader.cpp", "route"}, // `ip route get`; PowerShell's JSON
};

QStringList sectionIds()
{
    QStringList ids;
    for (const ProbeSections::Row *r = ProbeSections::begin(); r != ProbeSections::end(); ++r)
        ids << QString::fromLatin1(r->id);
    return ids;
}

// A probe section id outside the registry, but for the word's other meanings above. An interface's
// ethtool section ("ethtool-eth0") counts as the Ethtool section's id.
QStringList spelledSectionIds(const QString &path, const QString &code)
{
    if (path == kSectionRegistry)
        return {};
    QStringList names;
    for (const QString &id : sectionIds()) {
        const bool otherMeaning =
            std::any_of(std::begin(kOtherMeanings), std::end(kOtherMeanings), [&](const OtherMeaning &o) {
                return path == QLatin1String(o.path) && id == QLatin1String(o.word);
            });
        if (!otherMeaning)
            names << id;
    }
    QStringList out = spelled(path, code, names, {}, QStringLiteral("probe section id"),
                              QStringLiteral("use ProbeSection"));
    static const QRegularExpression ethtool(QStringLiteral("\"ethtool-[^\"]*\""));
    out << SourceScan::hits(path, code, ethtool, QStringLiteral(" (use ProbeSections::ethtoolOf)"));
    return out;
}

// A job's key (StepInfo::job) outside the registry (its rows, the constants in steps.h) and the
// factory table (remote/jobs/runsteps.cpp): other code asks Steps::idOf(StepInfo::Job::…).
QStringList spelledJobKeys(const QString &path, const QString &code, const QStringList &keys)
{
    static const QStringList homes{kRegistry, QStringLiteral("core/model/steps.h"),
                                   QStringLiteral("remote/jobs/runsteps.cpp")};
    return spelled(path, code, keys, homes, QStringLiteral("job key"),
                   QStringLiteral("only in steps.cpp and runsteps.cpp"));
}

// static_cast<…Job…> (a pointer or reference to a job class): results come in the signal.
QStringList jobCasts(const QString &path, const QString &code)
{
    static const QRegularExpression cast(QStringLiteral("static_cast\\s*<\\s*(?:const\\s+)?\\w*Job\\b"));
    return SourceScan::hits(path, code, cast);
}

// core/model is below core/probe: an #include of core/probe there is an arrow up.
QStringList modelIncludesProbe(const QString &path, const QString &code)
{
    static const QRegularExpression include(QStringLiteral("#\\s*include\\s*[\"<]core/probe/[^\">]*[\">]"));
    return path.startsWith(QLatin1String("core/model/")) ? SourceScan::hits(path, code, include) : QStringList();
}

// QThread::create outside core/thread: a thread not owned by a WorkerThreadPtr (startWorkThread).
QStringList bareThreads(const QString &path, const QString &code)
{
    static const QRegularExpression create(QStringLiteral("QThread\\s*::\\s*create\\b"));
    return path.startsWith(QLatin1String("core/thread/"))
               ? QStringList()
               : SourceScan::hits(path, code, create, QStringLiteral(" (use startWorkThread)"));
}

QStringList stepIds()
{
    QStringList ids;
    for (const StepInfo &s : Steps::all())
        ids << s.id;
    return ids;
}

QStringList findingIds()
{
    QStringList ids;
    for (const FindingEntry &e : Catalogue::all())
        ids << QString(e.id);
    return ids;
}

QStringList jobKeys()
{
    QStringList keys;
    for (const StepInfo &s : Steps::all())
        if (!keys.contains(QString(s.job)))
            keys << QString(s.job);
    return keys;
}

QStringList problems(const QString &path, const QString &text)
{
    const QString code = SourceScan::strip(text, SourceScan::Literals::Keep);
    return spelledIds(path, code, stepIds()) + spelledJobKeys(path, code, jobKeys()) +
           spelledFindingIds(path, code, findingIds()) + spelledSectionIds(path, code) +
           jobCasts(path, code) + modelIncludesProbe(path, code) + bareThreads(path, code);
}

} // namespace

class TestOneName : public QObject
{
    Q_OBJECT
private slots:
    // The scanner finds what it must (so an empty answer over the tree means something), and
    // passes over comments, longer strings and the registry itself.
    void theScannerSeesEachKind()
    {
        const QString text =
            QStringLiteral("const QString a = QStringLiteral(\"share-write\"); // \"probe\"\n"
                           "if (id == u\"probe\" || id == \"probe.sh\") {}\n"
                           "/* \"pi-disk-write\" */ auto *j = static_cast<const ProbeJob *>(job);\n"
                           "#include \"core/probe/ddoutput.h\"\n"
                           "m_thread = QThread::create([] {});\n"
                           "const auto key = QLatin1String(\"ShareJob\");\n"
                           "if (f.id == u\"smb-sync-always\") {}\n");
        QCOMPARE(
            problems(QStringLiteral("core/model/x.cpp"), text),
            (QStringList{QStringLiteral("core/model/x.cpp:1: the step id \"share-write\" (ask Steps)"),
                         QStringLiteral("core/model/x.cpp:2: the step id \"probe\" (ask Steps)"),
                         QStringLiteral("core/model/x.cpp:6: the job key \"ShareJob\" (only in steps.cpp "
                                        "and runsteps.cpp)"),
                         QStringLiteral("core/model/x.cpp:7: the finding id \"smb-sync-always\" (use FindingId "
                                        "or Catalogue)"),
                         QStringLiteral("core/model/x.cpp:3: static_cast<const ProbeJob"),
                         QStringLiteral("core/model/x.cpp:4: #include \"core/probe/ddoutput.h\""),
                         QStringLiteral("core/model/x.cpp:5: QThread::create (use startWorkThread)")}));
        // A job's key is at home in the registry and in the factory table.
        QCOMPARE(problems(QStringLiteral("remote/jobs/runsteps.cpp"),
                          QStringLiteral("{QLatin1String(\"ShareJob\"), &make, &collect},\n")),
                 QStringList());
        // The include is an arrow up only from core/model; the ids are at home in the registry.
        QCOMPARE(
            problems(QStringLiteral("core/report/x.cpp"), QStringLiteral("#include \"core/probe/a.h\"\n")),
            QStringList());
        QCOMPARE(problems(kRegistry, QStringLiteral("{QStringLiteral(\"probe\"), K::Unknown}\n")),
                 QStringList());
        QCOMPARE(
            problems(QStringLiteral("core/thread/workerthread.cpp"), QStringLiteral("QThread::create(w);\n")),
            QStringList());
    }

    void everyStepIdIsKnown()
    {
        const QStringList ids = stepIds();
        // The ids the run file has always had (docs/design.md): the list the tree is checked for.
        for (const char *id :
             {"preflight", "probe", "cleanup", "pi-disk-write", "pi-disk-read", "net-pi-to-pc",
              "net-pc-to-pi", "share-write", "share-read", "share-small-files", "share-copy-file", "sampler"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
    }

    // Each finding id is spelled in exactly one production file (issue #35), and that file is the
    // catalogue's header or the finding's own entry file.
    void everyFindingIdIsSpelledOnce()
    {
        const QList<SourceScan::File> files = SourceScan::files({QStringLiteral("core/findings")});
        QVERIFY(files.size() >= 2);
        for (const QString &id : findingIds()) {
            QStringList homes;
            for (const SourceScan::File &f : files) {
                const QString code = SourceScan::strip(f.text, SourceScan::Literals::Keep);
                if (!spelled(f.path, code, {id}, {}, QString(), QString()).isEmpty())
                    homes << f.path;
            }
            QVERIFY2(homes.size() == 1, qPrintable(id + u": " + homes.join(u", ")));
        }
    }

    // The registry and the probe script agree: each `sec ID` the script runs has its row, each row
    // but the pasted-only ones its `sec` line; and the scanner finds a section id spelt elsewhere.
    void everyProbeSectionHasItsRow()
    {
        QFile f(QStringLiteral(PINAS_SOURCE_DIR "/resources/probe.sh"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString script = QString::fromUtf8(f.readAll());
        static const QRegularExpression sec(QStringLiteral("^\\s*sec\\s+\"?([a-z0-9-]+)"),
                                            QRegularExpression::MultilineOption);
        QStringList inScript;
        for (auto it = sec.globalMatch(script); it.hasNext();)
            inScript << it.next().captured(1);
        QVERIFY(inScript.size() >= 40);
        for (const QString &id : std::as_const(inScript))
            QVERIFY2(ProbeSections::find(id).has_value(), qPrintable(id));
        for (const ProbeSections::Row *r = ProbeSections::begin(); r != ProbeSections::end(); ++r) {
            const QString id = QString::fromLatin1(r->id);
            QVERIFY2(r->pastedOnly != inScript.contains(id), r->id);
            QCOMPARE(ProbeSections::find(id), std::optional<ProbeSection>(r->section));
            QVERIFY2(!ProbeSections::label(id == u"ethtool-" ? id + u"eth0" : id).isEmpty(), r->id);
        }
        QCOMPARE(ProbeSections::find(u"ethtool-wlan0"), std::optional<ProbeSection>(ProbeSection::Ethtool));
        QCOMPARE(ProbeSections::find(u"no-such-section"), std::nullopt);

        QCOMPARE(problems(QStringLiteral("core/report/x.cpp"),
                          QStringLiteral("t.section(QStringLiteral(\"dmesg\"));\n")),
                 QStringList{QStringLiteral(
                     "core/report/x.cpp:1: the probe section id \"dmesg\" (use ProbeSection)")});
        QCOMPARE(
            problems(QStringLiteral("core/report/x.cpp"), QStringLiteral("a(\"ethtool-eth0\");\n")).size(),
            1);
        QCOMPARE(problems(QStringLiteral("core/model/factsjson.cpp"),
                          QStringLiteral("o.insert(QStringLiteral(\"dmesg\"), e);\n")),
                 QStringList());
        QCOMPARE(problems(QStringLiteral("core/model/factsjson.cpp"),
                          QStringLiteral("t.section(QStringLiteral(\"smb-conf\"));\n"))
                     .size(),
                 1);
        QCOMPARE(problems(kSectionRegistry, QStringLiteral("{S::Dmesg, \"dmesg\", false, nullptr},\n")),
                 QStringList());
    }

    void theProductionTreeHoldsIt()
    {
        const QList<SourceScan::File> files =
            SourceScan::files({QStringLiteral("core"), QStringLiteral("remote"), QStringLiteral("app")});
        QVERIFY(files.size() > 100);
        QVERIFY(std::any_of(files.cbegin(), files.cend(),
                            [](const SourceScan::File &f) { return f.path == kRegistry; }));
        QStringList found;
        for (const SourceScan::File &f : files)
            found << problems(f.path, f.text);
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestOneName)
#include "tst_onename.moc"
