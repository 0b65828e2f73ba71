#include "remote/treatment/changerun.h"

#include "remote/treatment/fixsession.h"

bool ChangeRun::Result::ok() const
{
    return outcome == FixEngine::Outcome::Applied && (!restarted || restart == BootWait::Result::Back);
}

ChangeRun::ChangeRun(FixSession *session, BootWait::Connect reconnect, QObject *parent)
    : QObject(parent), m_session(session), m_reconnect(std::move(reconnect))
{
    connect(session, &FixSession::stage, this, &ChangeRun::progress);
    connect(session, &FixSession::finished, this, &ChangeRun::sessionFinished);
}

void ChangeRun::sessionFinished(FixEngine::Outcome outcome, const QString &changeId, const QString &message)
{
    if (m_stage != Stage::Working)
        return;
    m_result.outcome = outcome;
    m_result.changeId = changeId;
    m_result.message = message;
    m_result.scriptStarted = m_session->scriptStarted();
    if (outcome != FixEngine::Outcome::Applied) {
        end();
        return;
    }
    emit made(changeId);
    if (!m_session->rebootStarted()) {
        end();
        return;
    }
    // The change is made; it takes effect once the Pi has started again with it.
    m_result.restarted = true;
    m_wait = new BootWait(m_reconnect, this);
    if (m_bootWaitSetup)
        m_bootWaitSetup(*m_wait);
    connect(m_wait, &BootWait::stage, this, &ChangeRun::progress);
    connect(m_wait, &BootWait::finished, this, [this](BootWait::Result r, const QString &waitMessage) {
        m_wait->deleteLater();
        m_result.restart = r;
        m_result.restartMessage = waitMessage;
        end();
    });
    setStage(Stage::Restarting);
    m_wait->start(m_session->bootIdBefore(), m_session->lastChange().bootCheck);
}

bool ChangeRun::stopWaiting()
{
    if (m_stage != Stage::Restarting || !m_wait)
        return false;
    m_wait->cancel();
    return true;
}

void ChangeRun::setStage(Stage stage)
{
    m_stage = stage;
    emit stageChanged(stage);
}

void ChangeRun::end()
{
    setStage(Stage::Ended);
    emit ended(m_result);
}
