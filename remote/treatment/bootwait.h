#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <functional>

class CommandRunner;

// After a change that takes effect at the next start (docs/design.md "Treatment"): waits until the
// Pi is back — a fresh connection that reads a new boot id — and then runs the change's boot check
// there. Each try gets its own connection from `Connect` (the same shape as the window's
// PiRunnerSource: the runner lives as long as the owner it is given, which the wait deletes after
// the try). Cancel stops the waiting only: the change stays made. Lives in the GUI/CLI thread.
class BootWait : public QObject
{
    Q_OBJECT
public:
    using Connect = std::function<void(QObject *owner,
                                       std::function<void(CommandRunner *runner, const QString &error)> ready)>;
    enum class Result
    {
        Back,        // a new boot and the check passed: the running kernel has the change
        CheckFailed, // back, but the check failed: the change is in the file, not in the running system
        TimedOut,    // not back in time
        Cancelled,
    };
    Q_ENUM(Result)

    explicit BootWait(Connect connector, QObject *parent = nullptr);

    // How long to wait in all, and between two tries (test seams; 300 s and 5 s by default).
    void setTimes(int totalSeconds, int retrySeconds);
    int totalSeconds() const { return m_totalSeconds; }
    void start(const QString &bootIdBefore, const QString &bootCheck);
    void cancel();

signals:
    void stage(const QString &text); // translated, for a progress line
    void finished(BootWait::Result result, const QString &message);

private:
    void attempt();
    void tryLater(const QString &why);
    void end(Result result, const QString &message);

    Connect m_connect;
    QString m_before;
    QString m_check;
    QElapsedTimer m_clock;
    QTimer m_retry;
    QTimer m_tryDeadline; // a try that hangs (a Pi half up) is given up, so the whole wait ends in time
    QPointer<QObject> m_try; // owns the current try's connection
    int m_totalSeconds = 300;
    int m_retrySeconds = 5;
    bool m_running = false;
};
