#pragma once

#include "remote/treatment/bootwait.h"
#include "remote/treatment/fixengine.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

class FixSession;

// One call of a FixSession (an apply or an undo) to its very end, as one object with explicit
// stages (issue #35): the session's work (privilege, read, re-plan, the change script, its
// confirmation), then — for a change that takes effect at the next start, on a Pi asked to restart —
// the wait for the Pi to come back running it (BootWait). The window's consent dialog and
// `pinas-doctor fix` are views of it: each shows its progress lines and its result; neither wires
// the restart wait itself. Lives in the session's thread; the session's parent owns both.
class ChangeRun : public QObject
{
    Q_OBJECT
public:
    enum class Stage
    {
        Working,    // the session's call: nothing, or the script, runs on the Pi
        Restarting, // made and confirmed; the Pi restarts and is waited for
        Ended,
    };
    Q_ENUM(Stage)

    struct Result
    {
        FixEngine::Outcome outcome = FixEngine::Outcome::Lost;
        QString changeId; // the new change (for an undo, the undo's own id)
        QString message;  // the session's, translated
        bool scriptStarted = false;
        bool restarted = false; // the Pi was asked to restart after the change
        BootWait::Result restart = BootWait::Result::Cancelled; // when restarted
        QString restartMessage;                                 // when restarted
        // Made, checked and — when it needed a restart — running in the Pi that came back.
        bool ok() const;
    };

    // `reconnect` gives each try of the restart wait its own connection (BootWait::Connect).
    ChangeRun(FixSession *session, BootWait::Connect reconnect, QObject *parent = nullptr);

    // Test and CLI seam: how long the restart wait lasts (BootWait::setTimes).
    void setBootWaitSetup(std::function<void(BootWait &)> setup) { m_bootWaitSetup = std::move(setup); }
    Stage stage() const { return m_stage; }
    // While Restarting: stops the waiting only (the change is made); ended() follows, Cancelled.
    // False in any other stage.
    bool stopWaiting();

signals:
    void stageChanged(ChangeRun::Stage stage);
    void progress(const QString &text); // the session's stage lines, then the wait's; translated
    // The change is made and confirmed (the session ended Applied), before any restart wait: the
    // moment to record it, whatever the wait shows.
    void made(const QString &changeId);
    void ended(const ChangeRun::Result &result);

private:
    void sessionFinished(FixEngine::Outcome outcome, const QString &changeId, const QString &message);
    void setStage(Stage stage);
    void end();

    FixSession *m_session;
    BootWait::Connect m_reconnect;
    std::function<void(BootWait &)> m_bootWaitSetup;
    QPointer<BootWait> m_wait;
    Stage m_stage = Stage::Working;
    Result m_result;
};
