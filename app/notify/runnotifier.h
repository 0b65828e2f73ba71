#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

class QSystemTrayIcon;
class QWidget;

// Tells the user a long run has ended when they are looking elsewhere: a desktop notification
// through the system tray when there is one, and the taskbar entry asks for attention
// (QApplication::alert). Short runs, or runs watched in an active window, stay quiet.
class RunNotifier : public QObject
{
    Q_OBJECT
public:
    explicit RunNotifier(QWidget *window);
    ~RunNotifier() override;

    // Runs shorter than this end without a notification (default 30 s).
    void setMinimumDuration(qint64 ms) { m_minimumMs = ms; }

    // The rule on its own: notify after a long run when the window is not the active one.
    static bool shouldNotify(qint64 elapsedMs, qint64 minimumMs, bool windowActive);

public slots:
    void runStarted();
    void runEnded(bool complete);

signals:
    // Emitted whenever a notification is given (tray message or not), for tests and logs.
    void notified(const QString &title, const QString &message);

private:
    QPointer<QWidget> m_window;
    QElapsedTimer m_timer;
    qint64 m_minimumMs = 30000;
    QSystemTrayIcon *m_tray = nullptr;
};
