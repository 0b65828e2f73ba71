#include "app/notify/runnotifier.h"

#include <QApplication>
#include <QSystemTrayIcon>
#include <QTimer>
#include <QWidget>

RunNotifier::RunNotifier(QWidget *window) : QObject(window), m_window(window) {}

RunNotifier::~RunNotifier() = default;

bool RunNotifier::shouldNotify(qint64 elapsedMs, qint64 minimumMs, bool windowActive)
{
    return !windowActive && elapsedMs >= minimumMs;
}

void RunNotifier::runStarted()
{
    m_timer.start();
}

void RunNotifier::runEnded(bool complete)
{
    if (!m_window || !m_timer.isValid())
        return;
    const qint64 elapsed = m_timer.elapsed();
    m_timer.invalidate();
    if (!shouldNotify(elapsed, m_minimumMs, m_window->isActiveWindow()))
        return;
    const QString title = tr("Pi NAS Doctor");
    const QString message = complete ? tr("The diagnosis has finished. The report is ready.")
                                     : tr("The diagnosis has ended before every step ran. What was measured is saved.");
    QApplication::alert(m_window, 0);
    // The tray icon exists only to carry the message; desktops without a tray get the alert alone.
    if (QSystemTrayIcon::isSystemTrayAvailable() && QSystemTrayIcon::supportsMessages()) {
        if (!m_tray) {
            m_tray = new QSystemTrayIcon(m_window->windowIcon(), this);
            connect(m_tray, &QSystemTrayIcon::messageClicked, m_window.data(), [this] {
                m_window->showNormal();
                m_window->raise();
                m_window->activateWindow();
            });
        }
        m_tray->show();
        m_tray->showMessage(title, message, QSystemTrayIcon::Information, 10000);
        QTimer::singleShot(15000, m_tray, &QSystemTrayIcon::hide);
    }
    emit notified(title, message);
}
