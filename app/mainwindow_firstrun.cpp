// The first-run parts of the main window: the welcome, the example reports and the wizard.
#include "app/mainwindow.h"
#include "app/widgets/plaintext.h"

#include "app/dialogs/welcomedialog.h"
#include "app/pages/factspage.h"
#include "app/pages/profilespanel.h"
#include "app/pages/reportpage.h"
#include "app/pages/runpage.h"
#include "app/ssh/sshconnectiontester.h"
#include "core/model/run.h"
#include "core/store/appsettings.h"
#include "core/store/profilestore.h"
#include "core/store/runstore.h"

#include <QMessageBox>
#include <QTabWidget>

bool MainWindow::shouldShowWelcome() const
{
    return !m_settings.welcomeShown() || (m_context.profiles.profiles().isEmpty() && m_context.runs.list().isEmpty());
}

WelcomeDialog *MainWindow::showWelcomeIfFirstRun()
{
    return shouldShowWelcome() ? showWelcome() : nullptr;
}

WelcomeDialog *MainWindow::showWelcome()
{
    m_settings.setWelcomeShown(true);
    m_settings.sync();
    auto *dialog = new WelcomeDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &WelcomeDialog::exampleRequested, this, &MainWindow::openExampleRun);
    // Queued: the wizard opens once the welcome has closed, not on top of it.
    connect(dialog, &WelcomeDialog::addPiRequested, this, [this] { showProfileWizard(); }, Qt::QueuedConnection);
    dialog->open();
    return dialog;
}

bool MainWindow::openExampleRun(const QString &resource)
{
    const auto run = Run::load(resource);
    if (!run.ok()) {
        PlainText::warning(this, tr("Example not opened"), run.errorString());
        return false;
    }
    m_reportPage->setRun(run.value());
    m_reportRunFile.clear(); // an example: not in the history, no Pi to change
    updateReportPiSource();
    m_factsPage->setRun(run.value());
    m_pages->setCurrentWidget(m_reportPage);
    return true;
}

ProfileWizard *MainWindow::showProfileWizard()
{
    auto *wizard = new ProfileWizard(m_context.profiles, m_wizardSources.value_or(ProfileWizard::Sources::system()),
                                     this);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    if (!m_wizardSources) { // tests bring no keychain or network; the real window tests for real
        auto *tester = new SshConnectionTester(this, m_context.secrets, {}, wizard);
        tester->setRunnerMaker(m_context.makeRunner);
        wizard->setConnectionTester(tester);
    }
    connect(wizard, &ProfileWizard::profileSaved, this, [this](const QString &name) {
        m_profiles->reloadAndSelect(name); // selecting it makes it the remembered last profile
        m_pages->setCurrentWidget(m_runPage);
    });
    wizard->open();
    return wizard;
}
