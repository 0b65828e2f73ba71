#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QTimer;

// "Paste outputs": the user pastes outputs of commands such as lsusb -t, ethtool eth0, mount,
// dmesg or vcgencmd get_throttled (from a forum post, say). While they type, the dialog lists
// which outputs it recognised, with their line ranges; on OK, transcript() holds them as a
// version-1 transcript. Works with open() as well as exec().
class PasteDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PasteDialog(QWidget *parent = nullptr);

    // The recognised outputs as a transcript ("@@pinas-probe 1" …); empty when nothing was recognised.
    QString transcript() const;
    QString pastedText() const;
    void setPastedText(const QString &text);
    // How many pieces were recognised by the last refresh.
    int recognisedCount() const { return m_recognised; }

    QPlainTextEdit *editor() const { return m_input; }
    QListWidget *pieceList() const { return m_pieces; }

public slots:
    // Splits the text now (normally done a moment after the user stops typing).
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_intro = nullptr;
    QPlainTextEdit *m_input = nullptr;
    QLabel *m_listLabel = nullptr;
    QListWidget *m_pieces = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QTimer *m_debounce = nullptr;
    int m_recognised = 0;
};
