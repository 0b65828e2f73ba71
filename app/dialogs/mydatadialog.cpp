#include "app/dialogs/mydatadialog.h"

#include "core/store/appsettings.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace {

// A size as the field shows it: GB with one decimal, as the answers print it.
double gbOf(double bytes)
{
    return std::round(bytes / MyDataDialog::kBytesPerGb * 10) / 10;
}

} // namespace

MyDataDialog::MyDataDialog(const MyData &current, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("My data"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The answers to \"how long will it take\" are worked out for these sizes. Each "
                                "new run records the sizes it used: the reports of earlier runs keep theirs."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *form = new QFormLayout;
    for (const Workload &w : Workload::all()) {
        if (w.kind != Workload::Kind::Transfer)
            continue;
        auto *field = new QDoubleSpinBox(this);
        field->setObjectName(QString::fromLatin1(w.id));
        field->setDecimals(1);
        field->setRange(0.1, MyData::kMaxBytes / kBytesPerGb); // one decimal: 100 MB at the least
        field->setSingleStep(10);
        field->setSuffix(tr(" GB"));
        field->setValue(gbOf(current.bytesFor(w)));
        field->setAccessibleName(w.translatedTitle());
        form->addRow(w.translatedTitle(), field);
        m_fields.append(field);
    }
    layout->addLayout(form);
    auto *note = new QLabel(tr("GB here is 1,000,000,000 bytes, as a disk's label counts it."), this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *defaults = buttons->addButton(tr("&Restore the defaults"), QDialogButtonBox::ResetRole);
    defaults->setObjectName(QStringLiteral("restoreDefaults"));
    connect(defaults, &QPushButton::clicked, this, &MyDataDialog::restoreDefaults);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

MyDataDialog *MyDataDialog::edit(AppSettings &settings, QWidget *parent)
{
    auto *dialog = new MyDataDialog(settings.myData(), parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QDialog::accepted, dialog, [dialog, &settings] {
        settings.setMyData(dialog->chosen());
        settings.sync();
    });
    dialog->open();
    return dialog;
}

MyData MyDataDialog::chosen() const
{
    MyData out;
    for (const QDoubleSpinBox *field : m_fields) {
        const std::optional<Workload> w = Workload::byId(field->objectName());
        // A field left at the table's size follows the table (it may be refined later).
        if (w && field->value() != gbOf(w->bytes))
            out.bytes.insert(field->objectName(), field->value() * kBytesPerGb);
    }
    return out;
}

QDoubleSpinBox *MyDataDialog::field(const QString &workloadId) const
{
    for (QDoubleSpinBox *f : m_fields)
        if (f->objectName() == workloadId)
            return f;
    return nullptr;
}

void MyDataDialog::restoreDefaults()
{
    for (QDoubleSpinBox *field : std::as_const(m_fields))
        if (const std::optional<Workload> w = Workload::byId(field->objectName()))
            field->setValue(gbOf(w->bytes));
}
