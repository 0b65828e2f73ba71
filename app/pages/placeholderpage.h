#pragma once

#include <QWidget>

class QLabel;

// A page whose content a later feature fills: a heading and a sentence saying what will be here.
// The texts are kept untranslated (QT_TRANSLATE_NOOP in context "MainWindow") and translated on
// every language change.
class PlaceholderPage : public QWidget
{
    Q_OBJECT
public:
    PlaceholderPage(const char *title, const char *body, QWidget *parent = nullptr);

    QString translatedTitle() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    const char *m_title;
    const char *m_body;
    QLabel *m_heading = nullptr;
    QLabel *m_text = nullptr;
};
