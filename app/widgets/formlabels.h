#pragma once

#include <QList>

class QLabel;
class QWidget;

// Labels of form fields for the keyboard and screen readers. Qt names a field from its buddy
// label only when both share a parent, which a field next to a Browse button does not; so the
// label's text is also set as the field's accessible name.
namespace FormLabels {

// The control a label should focus: the field itself, or the combo box / line edit inside a
// container (never the line edit inside a spin box or combo box).
QWidget *buddyFor(QWidget *field);
// After the labels' texts are set (and on every language change): each buddy's accessible name is
// its label's text without the mnemonic marker and the colon.
void nameBuddies(const QList<QLabel *> &labels);

} // namespace FormLabels
