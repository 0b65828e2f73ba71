#pragma once

#include <QDialog>

class QLabel;

// First contact with a Pi: shows the server's key type and SHA256 fingerprint so the user can
// compare it with `ssh-keygen -lf /etc/ssh/ssh_host_ed25519_key.pub` run on the Pi. Cancel is the
// default button: pressing Enter never trusts a key.
class HostKeyDialog : public QDialog
{
    Q_OBJECT
public:
    HostKeyDialog(const QString &host, const QString &keyType, const QString &fingerprint, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QString m_host, m_keyType, m_fingerprint;
    QLabel *m_text = nullptr;
    QLabel *m_details = nullptr;
    class QPushButton *m_trust = nullptr;
    class QPushButton *m_cancel = nullptr;
};
