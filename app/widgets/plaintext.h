#pragma once

#include <QString>

class QLabel;
class QWidget;

// Text from a Pi, a run file, a paste or a profile in widgets that guess rich text (labels, tooltips,
// message boxes): Qt renders anything that looks like HTML, so a run label "<img src=/dev/zero>"
// would read /dev/zero until memory runs out. These show such text as the characters it is.
namespace PlainText {

// A tooltip that shows `text` literally (escaped, line breaks kept).
QString toolTip(const QString &text);
// The label shows its text plain from now on; returns it for chaining.
QLabel *plain(QLabel *label);
// A value for a button's text: an "&" in it (a Pi folder "/srv/a&b") shows as itself instead of
// becoming a shortcut, and a huge one is cut (DisplayText::cut).
QString forButton(const QString &value);
// QMessageBox::warning with the text shown plain.
void warning(QWidget *parent, const QString &title, const QString &text);

} // namespace PlainText
