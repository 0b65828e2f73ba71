#pragma once

#include <QLabel>
#include <QString>

// Where an export is offered and how its success is told: the save dialog opens in the folder of
// the last export (else the user's documents), never the folder the app was started from, and a
// saved file is confirmed on the page with its path (a save that said nothing looked like a failure).
class ExportNotice : public QLabel
{
    Q_OBJECT
public:
    explicit ExportNotice(QWidget *parent = nullptr);

    // fileName inside the folder of the last export, else the documents folder.
    static QString suggestedPath(const QString &fileName);
    // Remembers the folder and shows "Saved: <path>" (the path as plain text).
    void showSaved(const QString &path);
};
