#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;
class RunStore;

// Every saved run, newest first: date, label, connection and headline figures. Runs can be
// opened, relabelled, deleted, imported from disk, and two or more picked for comparison.
class HistoryPage : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryPage(RunStore &store, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QStringList selectedFiles() const;

    // Test seams: answer the relabel and delete questions without dialogs.
    void setAskLabel(std::function<std::optional<QString>(const QString &current)> ask) { m_askLabel = std::move(ask); }
    void setConfirmDelete(std::function<bool(int count)> confirm) { m_confirmDelete = std::move(confirm); }

public slots:
    void refresh();
    void setProfileFilter(const QString &profileName);
    void openSelected();
    void relabelSelected();
    void deleteSelected();
    void compareSelected();
    // Imports a run file / transcript into the history; returns its name in the store, or empty.
    QString importFile(const QString &path);

signals:
    void openRequested(const QString &fileName);
    void compareRequested(const QStringList &fileNames);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateButtons();

    RunStore &m_store;
    QString m_profile;
    std::function<std::optional<QString>(const QString &)> m_askLabel;
    std::function<bool(int)> m_confirmDelete;
    QLabel *m_heading = nullptr;
    QCheckBox *m_onlyThisPi = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_relabel = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_compare = nullptr;
    QPushButton *m_import = nullptr;
};
