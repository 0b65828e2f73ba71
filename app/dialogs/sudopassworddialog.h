#pragma once

#include <QDialog>

class FixSession;
class QLineEdit;

// Asks for the Pi user's sudo password for one change (docs/design.md "Treatment"): shown when
// the user is neither root nor allowed `sudo -n`. The answer goes straight to FixSession, which
// holds it in memory for that one change and sends it only on sudo's stdin; the field is cleared
// at once, nothing is saved.
class SudoPasswordDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SudoPasswordDialog(QWidget *parent = nullptr);

    // Answers every passwordNeeded() of `session` with this dialog (window-modal, not blocking).
    static void serve(FixSession *session, QWidget *parent);

    QLineEdit *field() const { return m_field; }

private:
    QLineEdit *m_field;
};
