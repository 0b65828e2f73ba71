#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

// The saved connection profiles, one per Pi. The editor and storage arrive with the SSH layer.
class ProfilesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProfilesPanel(QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_heading = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_add = nullptr;
};
