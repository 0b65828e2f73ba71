#include "app/dialogs/aboutdialog.h"

#include "remote/ssh/libsshinfo.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QtGlobal>

namespace AboutDialog {

void show(QWidget *parent)
{
    const QString text =
        QCoreApplication::translate("AboutDialog",
                                    "<h3>Pi NAS Doctor %1</h3>"
                                    "<p>Finds out why a Raspberry Pi NAS is slow: it measures the Pi's disk, "
                                    "the network and the share one layer at a time, compares each figure "
                                    "with its ceiling and ranks the fixes.</p>"
                                    "<p>Qt %2 (built with %3)<br>libssh %4</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()),
                 QStringLiteral(QT_VERSION_STR), libsshVersion().toHtmlEscaped());
    QMessageBox::about(parent, QCoreApplication::translate("AboutDialog", "About Pi NAS Doctor"), text);
}

} // namespace AboutDialog
