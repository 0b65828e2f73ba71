#pragma once

#include "remote/jobs/presets.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class LineChart;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class RunOrchestrator;
class WarningLabel;
struct PreflightResult;
class SshAttempt;
struct AppContext;
struct Profile;
struct RunStep;
struct Sample;
struct SshTarget;

// One button, "Diagnose": connects to the selected Pi, runs probe → Pi disk → network → share with
// a live chart of throughput and of the Pi's CPU, the current step, progress and Cancel. The run is
// saved to the history when it ends — also when a step failed or the user cancelled.
class RunPage : public QWidget
{
    Q_OBJECT
public:
    explicit RunPage(const AppContext &context, QWidget *parent = nullptr);
    ~RunPage() override;

    // Connecting, logging in (a prompt may be open) or measuring.
    bool isRunning() const;
    // A run is under way (connected, tests started): stopping it loses the test in progress.
    bool isMeasuring() const;
    void setProfileName(const QString &name);
    // Tests: how a profile becomes an SSH target (defaults to the profile + the user's ~/.ssh).
    void setTargetMaker(std::function<SshTarget(const Profile &)> maker);
    // Tests: a share folder on this PC's own disk is measured instead of refused.
    void setAllowLocalShare(bool allow) { m_allowLocalShare = allow; }
    // Tests: test lengths other than the preset's (RunOrchestrator::Params::lengths).
    void setRunLengths(const std::optional<RunPresets::Settings> &lengths) { m_lengths = lengths; }

    // "Measure again" after a change: a run of only these steps (Remeasure::stepsFor), recorded as
    // the run file's `steps_chosen`. The next diagnose() is a whole run again.
    void remeasure(const QStringList &steps);

public slots:
    void diagnose();
    void cancel();
    // Ends a connection attempt at once (an open prompt closes); no-op while measuring.
    void abandonConnecting();

signals:
    // 0..100 while a run is on, -1 when idle (the window shows it in its title).
    void progressChanged(int percent);
    // A run ended and was saved to the history under this file name.
    void runSaved(const QString &fileName, bool complete);
    // Nothing is running any more (a run ended, a connection failed or was cancelled).
    void becameIdle();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void setRunning(bool running);
    void showLastRunOf(const QString &profileName);
    // The idle line: this Pi's last run, or none yet (again in the new language on a switch).
    void showLastRunLine(const QString &profileName);
    void log(const QString &line);
    void start(const QStringList &chosenSteps);
    void startOrchestrator();
    void onStepStarted(const QString &id, const QString &title);
    void onStepFinished(const RunStep &step);
    void onPiSample(const Sample &sample);
    void onPreflightFinished(const PreflightResult &result);
    void useShareFolder();
    void onFinished();
    void teardown();
    void goIdle();

    const AppContext &m_context;
    QString m_profileName;
    bool m_allowLocalShare = false;
    bool m_showsLastRun = false; // the step line is showLastRunLine()'s, not a run's own
    std::optional<RunPresets::Settings> m_lengths;
    QStringList m_chosenSteps; // the run under way re-measures only these; empty: a whole run

    QLabel *m_target = nullptr;
    QComboBox *m_preset = nullptr;
    QLineEdit *m_label = nullptr;
    QPushButton *m_diagnose = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_step = nullptr;
    // The pre-flight's problems, above the steps where the user is looking; hidden when all is well.
    QLabel *m_preflightNote = nullptr;
    WarningLabel *m_preflight = nullptr;
    // "Use <folder> as the Pi folder": shown when the share turned out to be another folder of the Pi.
    QPushButton *m_useFolder = nullptr;
    QString m_shareOnPi;
    QListWidget *m_steps = nullptr;
    LineChart *m_throughput = nullptr;
    LineChart *m_cpu = nullptr;
    QPlainTextEdit *m_log = nullptr;

    SshAttempt *m_attempt = nullptr;
    QPointer<RunOrchestrator> m_orchestrator;
};
