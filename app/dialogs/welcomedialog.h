#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;

// The first-run welcome: what the app does on the Pi (what it reads, what it writes and where,
// that it cleans up), then two ways on: open one of the example reports, or add a Pi.
class WelcomeDialog : public QDialog
{
    Q_OBJECT
public:
    explicit WelcomeDialog(QWidget *parent = nullptr);

    QListWidget *examples() const { return m_examples; }
    QPushButton *openExampleButton() const { return m_openExample; }
    QPushButton *addPiButton() const { return m_addPi; }

signals:
    // resource: ":/examples/….pinasrun"
    void exampleRequested(const QString &resource);
    void addPiRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void openExample();

    QLabel *m_title = nullptr;
    QLabel *m_intro = nullptr;
    QLabel *m_readsTitle = nullptr;
    QLabel *m_reads = nullptr;
    QLabel *m_writesTitle = nullptr;
    QLabel *m_writes = nullptr;
    QLabel *m_examplesTitle = nullptr;
    QListWidget *m_examples = nullptr;
    QPushButton *m_openExample = nullptr;
    QPushButton *m_addPi = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
