#pragma once

#include <QLabel>

// A word-wrapped label for problems and warnings, in a red that keeps its contrast when the
// palette turns dark (the colour follows every palette change).
class WarningLabel : public QLabel
{
    Q_OBJECT
public:
    explicit WarningLabel(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void followPalette();
    bool m_updating = false;
};
