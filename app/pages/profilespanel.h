#pragma once

#include <QWidget>

#include <functional>

class ConnectionTester;
class ProfileStore;
class QLabel;
class QListWidget;
class QPushButton;
struct Profile;

// The saved connections, one per Pi: list, add, edit, duplicate, delete. Every change is saved at
// once; a failed save is shown and the list goes back to what is on disk, so nothing is half-kept.
class ProfilesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProfilesPanel(ProfileStore &store, QWidget *parent = nullptr);

    QListWidget *list() const { return m_list; }
    QString currentName() const;
    void selectProfile(const QString &name);

    // Asked before a delete; tests answer it without a message box.
    void setConfirmDelete(std::function<bool(const QString &name)> confirm) { m_confirmDelete = std::move(confirm); }
    // Builds a tester for the editor's "Test connection" button; none hides the button.
    void setTesterFactory(std::function<ConnectionTester *(QObject *parent)> factory) { m_testerFactory = std::move(factory); }
    // What "Add a Pi…" opens; without one it is the profile dialog. The window sets the wizard.
    void setAddHandler(std::function<void()> handler) { m_addHandler = std::move(handler); }
    // Re-reads the store (after something else added a profile) and selects name.
    void reloadAndSelect(const QString &name) { reload(name); }

public slots:
    void addProfile();
    void editProfile();
    void duplicateProfile();
    void deleteProfile();

signals:
    void currentProfileChanged(const QString &name);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void reload(const QString &select);
    void updateButtons();
    void openEditor(const Profile &start, const QString &oldName);
    bool commit(const QString &select);

    ProfileStore &m_store;
    std::function<bool(const QString &)> m_confirmDelete;
    std::function<ConnectionTester *(QObject *)> m_testerFactory;
    std::function<void()> m_addHandler;
    QLabel *m_heading = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_delete = nullptr;
};
