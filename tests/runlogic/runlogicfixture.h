#pragma once

#include "remote/jobs/runorchestrator.h"
#include "tests/support/scriptedrunner.h"
#include "tests/support/shortrunlengths.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <memory>

// One run of the real RunOrchestrator against a ScriptedRunner whose "Pi" is this machine: a Pi
// folder and a "share" folder in temporary directories under $HOME (a real file system, so dd's
// direct I/O works), test lengths cut to the bone so a whole run takes seconds.
struct RunLogicFixture
{
    ScriptedRunner pi;
    QTemporaryDir remote{QDir::homePath() + QStringLiteral("/.pinas-runlogic-pi-XXXXXX")};
    QTemporaryDir share{QDir::homePath() + QStringLiteral("/.pinas-runlogic-share-XXXXXX")};
    std::unique_ptr<RunOrchestrator> orchestrator;

    // The patterns that single out the first command of each remote step (tests place faults there).
    static QString commandOf(const QString &step)
    {
        if (step == QLatin1String("probe"))
            return QStringLiteral("LANG=C sh -s"); // the script itself comes on stdin
        if (step == QLatin1String("cleanup"))
            return QStringLiteral("for f in \\.pinas-doctor-\\*\\.tmp");
        if (step == QLatin1String("pi-disk-write"))
            return QStringLiteral("@@avail");
        if (step == QLatin1String("pi-disk-read"))
            return QStringLiteral("@@bypass");
        if (step == QLatin1String("net-pi-to-pc") || step == QLatin1String("net-pc-to-pi"))
            return QStringLiteral("for t in python3 socat bash");
        return QString(); // share steps run on this PC
    }


    std::function<void(Measurement::Kind)> beforeShareTest; // set before make()
    std::function<void()> afterPreflightMarker;              // set before make()

    // chosen: `steps` is a re-measure's choice (RunOrchestrator::Params::stepsChosen).
    RunOrchestrator &make(QStringList steps = {}, bool chosen = false)
    {
        RunOrchestrator::Params p;
        p.profile.name = QStringLiteral("runlogic");
        p.profile.uses = {QStringLiteral("films"), QStringLiteral("backups")};
        p.profile.remoteDir = remote.path();
        p.profile.sharePath = share.path();
        p.allowLocalShare = true;
        p.networkMethods = {QStringLiteral("python3")};
        p.lengths = shortRunLengths();
        p.steps = std::move(steps);
        p.stepsChosen = chosen;
        p.beforeShareTest = beforeShareTest;
        p.afterPreflightMarker = afterPreflightMarker;
        orchestrator = std::make_unique<RunOrchestrator>(&pi, p);
        return *orchestrator;
    }

    // The first command of `step` gets `reply` (the rule is put in place when the step starts, so
    // an earlier step's command of the same shape is not touched). Call after make().
    void faultAt(const QString &step, const ScriptedRunner::Reply &reply)
    {
        QObject::connect(orchestrator.get(), &RunOrchestrator::stepStarted, &pi,
                         [this, step, reply](const QString &id) {
                             if (id == step)
                                 pi.script(commandOf(step), reply, 1);
                         });
    }

    // Starts the run and waits for finished(); false if it never came (a hang).
    bool runToEnd(int timeoutMs = 120000)
    {
        QSignalSpy done(orchestrator.get(), &RunOrchestrator::finished);
        orchestrator->start();
        return done.count() > 0 || done.wait(timeoutMs);
    }

    static QStringList tempFiles(const QString &dir)
    {
        return QDir(dir).entryList({QStringLiteral(".pinas-doctor-*")}, QDir::AllEntries | QDir::Hidden);
    }
};
