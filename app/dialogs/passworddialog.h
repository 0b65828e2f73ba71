#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

// Asks for a password or a key passphrase. "Remember" stores it in the OS keychain only, and is
// offered only when a keychain is there.
class PasswordDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Kind { Password, Passphrase };

    // subject: user@host for a password, the key file for a passphrase.
    PasswordDialog(Kind kind, const QString &subject, bool wrongBefore, bool canRemember, QWidget *parent = nullptr);

    QString secret() const;
    bool remember() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Kind m_kind;
    QString m_subject;
    bool m_wrongBefore;
    QLabel *m_text = nullptr;
    QLineEdit *m_secret = nullptr;
    QCheckBox *m_remember = nullptr;
};
