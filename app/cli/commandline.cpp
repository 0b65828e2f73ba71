#include "app/cli/commandline.h"

#include "app/cli/clistreams.h"
#include "app/cli/fixcommand.h"
#include "app/cli/runcommand.h"
#include "app/cli/terminaltext.h"
#include "app/i18n/languagemanager.h"
#ifdef Q_OS_WIN
#include "app/windows/bundledfonts.h"
#endif
#include "core/model/run.h"
#include "core/report/redaction.h"
#include "core/report/report.h"
#include "core/report/reportfiles.h"
#include "core/report/reportjson.h"
#include "core/report/reportmarkdown.h"
#include "core/report/reporttext.h"
#include "core/store/privatefile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QStringList>
#include <QSysInfo>
#include <QTextStream>

#include <cstring>
#include <memory>

using CliStreams::out;
using CliStreams::err;

namespace {

// Terminal texts share one context in the .ts file.
struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

QString usage()
{
    return Cli::tr(
                 "Usage: pinas-doctor [--version | --help]\n"
                 "       pinas-doctor analyze FILE [--lang ja|en] [--json | --markdown] [--pdf OUT] [--csv "
                 "OUT]\n"
                 "                             [--redact OUT]\n"
                 "       pinas-doctor run --host H [--user U] --remote-dir DIR --share PATH --out FILE ...\n"
                 "       pinas-doctor fix RUNFILE [--json] [--apply FINDING_ID --yes]\n"
                 "       pinas-doctor fix (--undo CHANGE_ID --yes | --changes) --host H [--user U] ...\n"
                 "       pinas-doctor fix RUNFILE (CHANGE_ID | --apply FINDING_ID --yes) --measure-again "
                 "[--json] ...\n"
                 "Without arguments the window opens.\n");
}

int showUsage()
{
    out() << usage() << Qt::flush;
    return CommandLine::Ok;
}

int runAnalyze(const QStringList &args, LanguageManager &languages)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Prints the report for a run file or a bare probe transcript."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("A .pinasrun file or a probe transcript."));
    parser.addOption({QStringLiteral("lang"), Cli::tr("Language of the report: ja or en."), QStringLiteral("ja|en")});
    parser.addOption({QStringLiteral("json"), Cli::tr("Print the report as JSON.")});
    parser.addOption({QStringLiteral("markdown"),
                      Cli::tr("Print the report as Markdown for a forum post (no host or user names).")});
    parser.addOption({QStringLiteral("pdf"), Cli::tr("Also write the report as PDF to OUT."), QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("csv"), Cli::tr("Also write the measurements as CSV to OUT."), QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("redact"),
                      Cli::tr("Write a copy of the run for sharing to OUT, without host and user names, IP and MAC "
                              "addresses, serial numbers and other processes' command lines; the report and every "
                              "other output then come from that copy. What was removed goes to stderr."),
                      QStringLiteral("OUT")});
    if (!parser.parse(args))
        return CommandLine::refuseArguments(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText() << Qt::flush;
        return CommandLine::Ok;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err() << Cli::tr("analyze takes exactly one FILE.") << '\n' << Qt::flush;
        return CommandLine::UsageError;
    }
    const QString lang = parser.value(QStringLiteral("lang"));
    if (parser.isSet(QStringLiteral("lang")) && lang != u"ja" && lang != u"en") {
        err() << Cli::tr("--lang takes ja or en.") << '\n' << Qt::flush;
        return CommandLine::UsageError;
    }
    Result<Run> loaded = Run::load(files.first());
    if (!loaded) {
        // One line: the file name is in the message, newlines from a parser are folded.
        QString message = loaded.errorString().simplified();
        if (!message.contains(files.first()))
            message = Cli::tr("Cannot read %1: %2").arg(files.first(), message);
        err() << TerminalText::clean(message) << '\n' << Qt::flush;
        return CommandLine::UsageError;
    }
    if (parser.isSet(QStringLiteral("redact"))) {
        const Redaction redaction = Redaction::of(loaded.value(), QSysInfo::machineHostName());
        QString error;
        if (!PrivateFile::write(parser.value(QStringLiteral("redact")), redaction.run().toJsonBytes(), &error)) {
            err() << TerminalText::clean(Cli::tr("Cannot write %1: %2").arg(parser.value(QStringLiteral("redact")), error))
                  << '\n' << Qt::flush;
            return CommandLine::UsageError;
        }
        // The values are shown here, on this machine only; the file holds the placeholders.
        err() << TerminalText::clean(Cli::tr("Removed for sharing:") + u'\n' + redaction.removedText()) << '\n'
              << Qt::flush;
        loaded = Result<Run>::success(redaction.run());
    }
    // The report's language is chosen on its own; the terminal messages above follow the system.
    if (!lang.isEmpty())
        languages.apply(lang == u"ja" ? AppSettings::Language::Japanese : AppSettings::Language::English);
    const Report report = Report::build(loaded.value());
    if (parser.isSet(QStringLiteral("json")) && parser.isSet(QStringLiteral("markdown"))) {
        err() << Cli::tr("--json and --markdown cannot be combined.") << '\n' << Qt::flush;
        return CommandLine::UsageError;
    }
    if (parser.isSet(QStringLiteral("json")))
        out() << TerminalText::escapeJsonForTerminal(QString::fromUtf8(ReportJson::toBytes(report)));
    else if (parser.isSet(QStringLiteral("markdown")))
        out() << TerminalText::clean(ReportMarkdown::render(Report::forSharing(loaded.value(), report)));
    else
        out() << TerminalText::clean(ReportText::render(report));
    out() << Qt::flush;
    if (parser.isSet(QStringLiteral("pdf"))) {
        const Result<void> saved = ReportFiles::savePdf(report, parser.value(QStringLiteral("pdf")));
        if (!saved) {
            err() << saved.errorString() << '\n' << Qt::flush;
            return CommandLine::UsageError;
        }
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        const Result<void> saved = ReportFiles::saveCsv({report}, parser.value(QStringLiteral("csv")));
        if (!saved) {
            err() << saved.errorString() << '\n' << Qt::flush;
            return CommandLine::UsageError;
        }
    }
    return CommandLine::Ok;
}

// PDF needs fonts, hence a QGuiApplication; without a display it runs on the offscreen platform.
bool needsGui(int argc, char *argv[])
{
    if (argc < 2 || std::strcmp(argv[1], "analyze") != 0)
        return false;
    for (int i = 2; i < argc; ++i)
        if (std::strncmp(argv[i], "--pdf", 5) == 0)
            return true;
    return false;
}

} // namespace

namespace CommandLine {

bool isCommandLine(int argc, char *[])
{
    return argc >= 2;
}

int refuseArguments(const QString &why)
{
    err() << TerminalText::clean(why) << "\n\n" << usage() << Qt::flush;
    return UnknownArguments;
}

void setApplicationInfo()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PiNasDoctor"));
    QCoreApplication::setApplicationName(QStringLiteral("pinas-doctor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PINAS_VERSION));
}

int run(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (needsGui(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
            && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
            qputenv("QT_QPA_PLATFORM", "offscreen"); // this process only
        app = std::make_unique<QGuiApplication>(argc, argv);
#ifdef Q_OS_WIN
        BundledFonts::load();
#endif
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    setApplicationInfo();
    LanguageManager languages;
    languages.applyForTerminal();

    QStringList args = QCoreApplication::arguments();
    const QString first = args.value(1);
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        out() << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n'
              << Qt::flush;
        return Ok;
    }
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help"))
        return showUsage();

    args.removeAt(1); // the subcommand; its parser sees the program name and its own options
    const int exitCode = first == QLatin1String("analyze") ? runAnalyze(args, languages)
                         : first == QLatin1String("run")   ? RunCommand::run(args)
                         : first == QLatin1String("fix")   ? FixCommand::run(args)
                                                           : refuseArguments(Cli::tr("Unknown command or option: %1").arg(first.left(200)));
    // On Windows the process then ends without static destructors (app/windows/processexit.h):
    // nothing printed may wait in a stream's buffer.
    out() << Qt::flush;
    err() << Qt::flush;
    return exitCode;
}

} // namespace CommandLine
