#pragma once

#include <QDialog>

class QLabel;
class QListWidget;
class QPlainTextEdit;

// The licence texts and third-party notices compiled into the app (:/licences, made by
// packaging/notices/notices.cmake for this platform): the GPL, the notices naming each component
// with its version, and every licence text they cite. A list on the left, the text on the right.
// The texts stay in English, as published; the dialog's own words are translated.
class LicencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit LicencesDialog(QWidget *parent = nullptr);

    // Shows the document at `resourcePath` (":/licences/…"); false when it is not in the list.
    bool showDocument(const QString &resourcePath);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showCurrent();

    QLabel *m_intro = nullptr;
    QListWidget *m_list = nullptr;
    QPlainTextEdit *m_text = nullptr;
};
