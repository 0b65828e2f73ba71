#pragma once

#include <QGroupBox>
#include <QList>
#include <QStringList>

class QCheckBox;

// "What do you use this NAS for?" (issue #39): one check box per use of Workload::kUses. Asked once,
// in the first-run wizard and in the connection's dialog; the report leads with those answers.
class UsesChooser : public QGroupBox
{
    Q_OBJECT
public:
    explicit UsesChooser(QWidget *parent = nullptr);

    QStringList uses() const; // checked use keys, in Workload::kUses order
    void setUses(const QStringList &uses);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    QList<QCheckBox *> m_boxes; // one per Workload::kUses key, in that order
};
