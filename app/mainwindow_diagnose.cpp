// The Diagnose menu of MainWindow: a run starts and stops from the keyboard, wherever the focus is.
#include "app/mainwindow.h"

#include "app/pages/runpage.h"

#include <QAction>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>

void MainWindow::buildDiagnoseMenu()
{
    m_diagnoseMenu = menuBar()->addMenu(QString());
    m_diagnoseMenu->setObjectName(QStringLiteral("diagnoseMenu"));
    m_startRun = m_diagnoseMenu->addAction(QString());
    m_startRun->setObjectName(QStringLiteral("startRunAction"));
    m_startRun->setShortcuts({QKeySequence(Qt::Key_F5), QKeySequence(Qt::CTRL | Qt::Key_R)});
    connect(m_startRun, &QAction::triggered, this, &MainWindow::startDiagnosis);
    m_cancelRun = m_diagnoseMenu->addAction(QString());
    m_cancelRun->setObjectName(QStringLiteral("cancelRunAction"));
    // Esc reaches the window only when no dialog or open popup takes it first.
    m_cancelRun->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_cancelRun, &QAction::triggered, this, &MainWindow::cancelDiagnosis);
    m_confirmCancel = [this] {
        return QMessageBox::question(this, tr("Cancel the diagnosis?"),
                                     tr("The test stops and its files on the Pi are removed. What was "
                                        "measured so far is kept in the history.")) == QMessageBox::Yes;
    };
}

void MainWindow::retranslateDiagnoseMenu()
{
    m_diagnoseMenu->setTitle(tr("Dia&gnose"));
    m_startRun->setText(tr("&Start a diagnosis of the selected Pi"));
    m_cancelRun->setText(tr("&Cancel the diagnosis"));
}

void MainWindow::startDiagnosis()
{
    if (m_runPage->isRunning())
        return;
    m_pages->setCurrentWidget(m_runPage);
    m_runPage->diagnose();
}

void MainWindow::cancelDiagnosis()
{
    if (!m_runPage->isRunning())
        return;
    if (m_confirmCancel && !m_confirmCancel())
        return;
    m_runPage->cancel();
}
