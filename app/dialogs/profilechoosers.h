#pragma once

#include <QString>

class QWidget;

// The file dialogs of the profile dialog and the wizard. Each returns the chosen path in the
// platform's separators, or an empty string when the user cancelled.
namespace ProfileChoosers {
// A private key, starting in ~/.ssh unless a key is already set.
QString privateKey(QWidget *parent, const QString &current);
// The folder where the PC mounts the Pi's share.
QString shareFolder(QWidget *parent, const QString &current);
} // namespace ProfileChoosers
