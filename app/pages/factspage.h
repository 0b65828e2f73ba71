#pragma once

#include "core/model/facts.h"

#include <QWidget>

class FactsTree;
class Run;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

// The facts of one Pi, read from a probe transcript or pasted outputs: a grouped tree (board,
// power, USB tree, network, storage, services) with where each fact came from and the warnings
// highlighted, and the raw transcript one tab away, with a Copy button.
class FactsPage : public QWidget
{
    Q_OBJECT
public:
    explicit FactsPage(QWidget *parent = nullptr);

    // Parses a version-1 transcript (or pasted command outputs) and shows its facts.
    void setTranscript(const QString &transcript);
    // A run's facts, with its diagnosis deciding which rows are warnings (the same findings its
    // report shows).
    void setRun(const Run &run);
    void clear();

    QString transcript() const { return m_transcript; }
    const Facts &facts() const { return m_facts; }
    FactsTree *tree() const { return m_tree; }
    QTabWidget *tabs() const { return m_tabs; }
    QPlainTextEdit *rawView() const { return m_raw; }
    QLabel *summary() const { return m_summary; }

public slots:
    void copyTranscript();
    void showRawOutput();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateSummary();

    QString m_transcript;
    Facts m_facts;
    QStringList m_findingIds; // of the run's diagnosis: which fact rows are warnings
    bool m_hasFacts = false;
    bool m_truncated = false;
    QLabel *m_summary = nullptr;
    QTabWidget *m_tabs = nullptr;
    FactsTree *m_tree = nullptr;
    QPlainTextEdit *m_raw = nullptr;
    QPushButton *m_copy = nullptr;
    QLabel *m_copied = nullptr;
};
