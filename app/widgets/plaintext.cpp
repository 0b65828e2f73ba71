#include "app/widgets/plaintext.h"

#include "core/model/displaytext.h"

#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>

QString PlainText::forButton(const QString &value)
{
    return DisplayText::line(value).replace(u'&', QStringLiteral("&&"));
}

QString PlainText::toolTip(const QString &text)
{
    if (text.isEmpty())
        return text; // an empty tooltip hides it
    // Always rich text built here, with every character of the value escaped.
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QLabel *PlainText::plain(QLabel *label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

void PlainText::warning(QWidget *parent, const QString &title, const QString &text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}
