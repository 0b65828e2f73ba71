#include "remote/treatment/bootwait.h"

#include "remote/ssh/commandrunner.h"
#include "remote/ssh/remotecommand.h"

#include <algorithm>

BootWait::BootWait(Connect connector, QObject *parent) : QObject(parent), m_connect(std::move(connector))
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &BootWait::attempt);
    m_tryDeadline.setSingleShot(true);
    connect(&m_tryDeadline, &QTimer::timeout, this, [this] { tryLater(tr("no answer")); });
}

void BootWait::setTimes(int totalSeconds, int retrySeconds)
{
    m_totalSeconds = qMax(1, totalSeconds);
    m_retrySeconds = qMax(0, retrySeconds);
}

void BootWait::start(const QString &bootIdBefore, const QString &bootCheck)
{
    m_before = bootIdBefore;
    m_check = bootCheck;
    m_running = true;
    m_clock.start();
    emit stage(tr("Waiting for the Pi to restart and come back (up to %n minute(s))…", nullptr,
                  qMax(1, m_totalSeconds / 60)));
    // The first try after one pause: right after the restart was asked for, the old system may
    // still answer.
    m_retry.start(m_retrySeconds * 1000);
}

void BootWait::cancel()
{
    if (m_running)
        end(Result::Cancelled, tr("Stopped waiting for the Pi. The change is made; it takes effect once the Pi "
                                  "has restarted."));
}

void BootWait::end(Result result, const QString &message)
{
    m_running = false;
    m_retry.stop();
    m_tryDeadline.stop();
    if (m_try)
        m_try->deleteLater(); // its connection goes with it
    m_try = nullptr;
    emit finished(result, message);
}

void BootWait::tryLater(const QString &why)
{
    m_tryDeadline.stop();
    if (m_try)
        m_try->deleteLater();
    m_try = nullptr;
    if (!m_running)
        return;
    if (m_clock.elapsed() >= qint64(m_totalSeconds) * 1000) {
        end(Result::TimedOut,
            tr("The Pi did not come back within %n minute(s) (last: %1). The change is made; check the Pi's "
               "power and network.",
               nullptr, qMax(1, m_totalSeconds / 60))
                .arg(why));
        return;
    }
    emit stage(tr("Not back yet (%1); trying again…").arg(why));
    m_retry.start(m_retrySeconds * 1000);
}

void BootWait::attempt()
{
    if (!m_running)
        return;
    auto *owner = new QObject(this);
    m_try = owner;
    // At most a minute per try, and never past the end of the whole wait.
    const qint64 left = qint64(m_totalSeconds) * 1000 - m_clock.elapsed();
    m_tryDeadline.start(int(std::clamp<qint64>(left, 1, 60000)));
    QPointer<QObject> guard(owner);
    m_connect(owner, [this, guard](CommandRunner *runner, const QString &error) {
        if (!guard || guard != m_try || !m_running)
            return; // a try that was given up
        if (!runner || !error.isEmpty()) {
            tryLater(error.isEmpty() ? tr("no connection") : error);
            return;
        }
        CommandOptions o;
        o.timeoutSeconds = 30;
        RemoteCommand *cmd = runner->run(QStringLiteral("cat /proc/sys/kernel/random/boot_id"), o);
        connect(cmd, &RemoteCommand::finished, cmd, &QObject::deleteLater);
        connect(cmd, &RemoteCommand::finished, guard, [this, guard, runner](const CommandResult &r) {
            if (guard != m_try || !m_running)
                return;
            const QString id = QString::fromLatin1(r.standardOutput.trimmed().left(64));
            if (!r.succeeded() || id.isEmpty()) {
                tryLater(r.reason());
                return;
            }
            if (id == m_before) {
                tryLater(tr("it has not restarted yet"));
                return;
            }
            if (m_check.isEmpty()) {
                end(Result::Back, tr("The Pi is back."));
                return;
            }
            emit stage(tr("The Pi is back; checking that it runs with the change…"));
            CommandOptions c;
            c.timeoutSeconds = 60;
            RemoteCommand *check = runner->run(m_check, c);
            connect(check, &RemoteCommand::finished, check, &QObject::deleteLater);
            connect(check, &RemoteCommand::finished, guard, [this, guard](const CommandResult &cr) {
                if (guard != m_try || !m_running)
                    return;
                if (cr.succeeded())
                    end(Result::Back, tr("The Pi is back and runs with the change."));
                else if (cr.error)
                    tryLater(cr.reason());
                else
                    end(Result::CheckFailed,
                        tr("The Pi is back, but it does not run with the change: the file has it, the running "
                           "system does not (its firmware may read another file)."));
            });
        });
    });
}
