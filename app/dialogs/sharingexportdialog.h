#pragma once

#include "core/model/result.h"
#include "core/report/redaction.h"

#include <QDialog>

#include <functional>

class QTreeWidget;

// File → "Export for sharing…": shows what Redaction removes from the run (each category, how
// many, and the values themselves, for the user to check on this machine) and saves the redacted
// copy, for the owner only (PrivateFile). Cancel writes nothing. Lives on the GUI thread.
class SharingExportDialog : public QDialog
{
    Q_OBJECT
public:
    SharingExportDialog(const Run &run, const QString &pcName, QWidget *parent = nullptr);

    const Redaction &redaction() const { return m_redaction; }
    QTreeWidget *removedList() const { return m_removed; }
    // Tests answer the save-file question here; by default a file dialog asks.
    void setAskSavePath(std::function<QString(const QString &suggested)> ask) { m_askSavePath = std::move(ask); }
    QString savedPath() const { return m_savedPath; }

    // Writes the redacted run to path (atomic, 0600).
    Result<void> saveTo(const QString &path);

private:
    void save();

    Redaction m_redaction;
    QTreeWidget *m_removed = nullptr;
    std::function<QString(const QString &)> m_askSavePath;
    QString m_savedPath;
};
