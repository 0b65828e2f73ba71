#pragma once

#include <QDialog>
#include <QPointer>

class LicencesDialog;
class QLabel;
class QPushButton;

// Help → About: what the app is, the versions a bug report needs, and its licence, with a way
// to read the licence and the third-party notices (LicencesDialog) that a shipped program owes.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The licence texts and notices, opened from the Licences… button (nullptr until then, and
    // once closed).
    LicencesDialog *licencesDialog() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showLicences();

    QLabel *m_text = nullptr;
    QLabel *m_licence = nullptr;
    QPushButton *m_licencesButton = nullptr;
    QPointer<LicencesDialog> m_licences;
};
