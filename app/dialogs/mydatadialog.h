#pragma once

#include "core/knowledge/mydata.h"

#include <QDialog>
#include <QList>

class AppSettings;
class QDoubleSpinBox;

// Settings → My data (issue #39): the sizes the copy and backup answers are worked out for — one
// field per transfer workload, in GB, the workload table's size until the owner changes it. Saved
// to the settings on OK; each new run records the sizes it used (run file "my_data"), so reports of
// earlier runs keep theirs.
class MyDataDialog : public QDialog
{
    Q_OBJECT
public:
    explicit MyDataDialog(const MyData &current, QWidget *parent = nullptr);

    // Opens the dialog over `parent` (window-modal, not blocking) and saves to `settings` on OK.
    static MyDataDialog *edit(AppSettings &settings, QWidget *parent);

    // The sizes the fields hold now; only those that differ from the table's.
    MyData chosen() const;
    QDoubleSpinBox *field(const QString &workloadId) const;

    static constexpr double kBytesPerGb = 1e9;

private:
    void restoreDefaults();

    QList<QDoubleSpinBox *> m_fields; // objectName: the workload id
};
