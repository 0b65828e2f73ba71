#include "app/widgets/warninglabel.h"

#include "app/widgets/palettecolors.h"

#include <QEvent>

WarningLabel::WarningLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    followPalette();
}

void WarningLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_updating)
        followPalette();
    QLabel::changeEvent(event);
}

void WarningLabel::followPalette()
{
    // Setting our own palette sends another PaletteChange: the flag stops the echo.
    m_updating = true;
    QPalette p = palette();
    p.setColor(QPalette::WindowText, PaletteColors::warningText(p));
    setPalette(p);
    m_updating = false;
}
