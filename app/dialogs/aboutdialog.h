#pragma once

class QWidget;

// Help → About: what the app is, and the versions a bug report needs.
namespace AboutDialog {
void show(QWidget *parent);
}
