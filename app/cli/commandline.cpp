#include "app/cli/commandline.h"

#include "app/cli/runcommand.h"
#include "app/i18n/languagemanager.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>
#include <QTextStream>

#include <cstring>

namespace {

// Terminal texts share one context in the .ts file.
struct Cli
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int showUsage()
{
    out() << Cli::tr("Usage: pinas-doctor [--version | --help]\n"
                 "       pinas-doctor analyze FILE [--lang ja|en] [--json] [--pdf OUT] [--csv OUT]\n"
                 "       pinas-doctor run --host H --user U --remote-dir DIR --share PATH --out FILE ...\n"
                 "Without arguments the window opens.\n")
          << Qt::flush;
    return CommandLine::Ok;
}

int runAnalyze(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Prints the report for a run file or a bare probe transcript."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), Cli::tr("A .pinasrun file or a probe transcript."));
    parser.addOption({QStringLiteral("lang"), Cli::tr("Language of the report: ja or en."), QStringLiteral("ja|en")});
    parser.addOption({QStringLiteral("json"), Cli::tr("Print the report as JSON.")});
    parser.addOption({QStringLiteral("pdf"), Cli::tr("Also write the report as PDF to OUT."), QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("csv"), Cli::tr("Also write the measurements as CSV to OUT."), QStringLiteral("OUT")});
    if (!parser.parse(args)) {
        err() << parser.errorText() << '\n' << Qt::flush;
        return CommandLine::UsageError;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << parser.helpText() << Qt::flush;
        return CommandLine::Ok;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err() << Cli::tr("analyze takes exactly one FILE.") << '\n' << Qt::flush;
        return CommandLine::UsageError;
    }
    if (!QFileInfo(files.first()).isReadable()) {
        err() << Cli::tr("Cannot read %1.").arg(files.first()) << '\n' << Qt::flush;
        return CommandLine::UsageError;
    }
    // Filled by the diagnosis and report issue; until then say so plainly instead of pretending.
    err() << Cli::tr("analyze: the report engine is not part of this build yet.") << '\n' << Qt::flush;
    return CommandLine::UsageError;
}

} // namespace

namespace CommandLine {

bool isCommandLine(int argc, char *argv[])
{
    if (argc < 2)
        return false;
    static const char *const words[] = {"--version", "-v", "--help", "-h", "help", "analyze", "run"};
    for (const char *w : words) {
        if (std::strcmp(argv[1], w) == 0)
            return true;
    }
    return false;
}

void setApplicationInfo()
{
    QCoreApplication::setOrganizationName(QStringLiteral("PiNasDoctor"));
    QCoreApplication::setApplicationName(QStringLiteral("pinas-doctor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PINAS_VERSION));
}

int run(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
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
    if (first == QLatin1String("analyze"))
        return runAnalyze(args);
    if (first == QLatin1String("run"))
        return RunCommand::run(args);
    return UsageError;
}

} // namespace CommandLine
