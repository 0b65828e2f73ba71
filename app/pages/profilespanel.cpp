#include "app/pages/profilespanel.h"
#include "app/widgets/plaintext.h"

#include "app/dialogs/connectiontester.h"
#include "app/dialogs/profiledialog.h"
#include "core/store/profilestore.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

ProfilesPanel::ProfilesPanel(ProfileStore &store, QWidget *parent) : QWidget(parent), m_store(store)
{
    setObjectName(QStringLiteral("profilesPanel"));
    m_heading = new QLabel(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_heading->setBuddy(m_list);
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addProfile"));
    m_edit = new QPushButton(this);
    m_edit->setObjectName(QStringLiteral("editProfile"));
    m_duplicate = new QPushButton(this);
    m_duplicate->setObjectName(QStringLiteral("duplicateProfile"));
    m_delete = new QPushButton(this);
    m_delete->setObjectName(QStringLiteral("deleteProfile"));

    auto *buttons = new QGridLayout;
    buttons->addWidget(m_add, 0, 0);
    buttons->addWidget(m_edit, 0, 1);
    buttons->addWidget(m_duplicate, 1, 0);
    buttons->addWidget(m_delete, 1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    m_confirmDelete = [this](const QString &name) {
        return QMessageBox::question(this, tr("Delete connection"),
                                     tr("Delete the connection \"%1\"? Its saved runs stay in the history.")
                                         .arg(name))
               == QMessageBox::Yes;
    };

    connect(m_add, &QPushButton::clicked, this, &ProfilesPanel::addProfile);
    connect(m_edit, &QPushButton::clicked, this, &ProfilesPanel::editProfile);
    connect(m_duplicate, &QPushButton::clicked, this, &ProfilesPanel::duplicateProfile);
    connect(m_delete, &QPushButton::clicked, this, &ProfilesPanel::deleteProfile);
    connect(m_list, &QListWidget::itemActivated, this, &ProfilesPanel::editProfile);
    connect(m_list, &QListWidget::currentTextChanged, this, [this](const QString &name) {
        updateButtons();
        emit currentProfileChanged(name);
    });

    retranslateUi();
    reload(QString());
}

QString ProfilesPanel::currentName() const
{
    return m_list->currentItem() ? m_list->currentItem()->text() : QString();
}

void ProfilesPanel::selectProfile(const QString &name)
{
    const auto items = m_list->findItems(name, Qt::MatchExactly);
    if (!items.isEmpty())
        m_list->setCurrentItem(items.first());
}

void ProfilesPanel::reload(const QString &select)
{
    m_list->clear();
    for (const Profile &p : m_store.profiles()) {
        auto *item = new QListWidgetItem(p.name, m_list);
        item->setToolTip(PlainText::toolTip(QStringLiteral("%1@%2:%3").arg(p.user, p.host, QString::number(p.port))));
    }
    if (!select.isEmpty())
        selectProfile(select);
    else if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    updateButtons();
}

void ProfilesPanel::updateButtons()
{
    const bool has = m_list->currentItem() != nullptr;
    m_edit->setEnabled(has);
    m_duplicate->setEnabled(has);
    m_delete->setEnabled(has);
}

bool ProfilesPanel::commit(const QString &select)
{
    if (!m_store.save()) {
        const QString error = m_store.errorString();
        m_store.load(); // back to what is really on disk
        reload(QString());
        QMessageBox::warning(this, tr("Connections not saved"), error);
        return false;
    }
    reload(select);
    return true;
}

void ProfilesPanel::openEditor(const Profile &start, const QString &oldName)
{
    QStringList taken;
    for (const Profile &p : m_store.profiles()) {
        if (p.name != oldName)
            taken << p.name;
    }
    auto *dialog = new ProfileDialog(start, taken, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (m_testerFactory)
        dialog->setConnectionTester(m_testerFactory(dialog));
    connect(dialog, &QDialog::accepted, this, [this, dialog, oldName] {
        const Profile p = dialog->profile();
        const bool ok = oldName.isEmpty() ? m_store.add(p) : m_store.update(oldName, p);
        if (!ok) {
            QMessageBox::warning(this, tr("Connections not saved"), m_store.errorString());
            return;
        }
        commit(p.name);
    });
    dialog->open();
}

void ProfilesPanel::addProfile()
{
    if (m_addHandler) {
        m_addHandler();
        return;
    }
    Profile p;
    p.name = m_store.profiles().isEmpty() ? QStringLiteral("raspberrypi") : QString();
    openEditor(p, QString());
}

void ProfilesPanel::editProfile()
{
    const int i = m_store.indexOf(currentName());
    if (i >= 0)
        openEditor(m_store.profiles().at(i), currentName());
}

void ProfilesPanel::duplicateProfile()
{
    const QString copy = m_store.duplicate(currentName());
    if (!copy.isEmpty())
        commit(copy);
}

void ProfilesPanel::deleteProfile()
{
    const QString name = currentName();
    if (name.isEmpty() || !m_confirmDelete(name))
        return;
    if (m_store.remove(name))
        commit(QString());
}

void ProfilesPanel::retranslateUi()
{
    m_heading->setText(tr("&Pis"));
    m_list->setAccessibleName(tr("Saved connections"));
    m_add->setText(tr("&Add a Pi…"));
    m_edit->setText(tr("&Edit…"));
    m_duplicate->setText(tr("D&uplicate"));
    m_delete->setText(tr("Dele&te"));
}

void ProfilesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
