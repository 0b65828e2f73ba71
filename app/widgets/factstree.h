#pragma once

#include <initializer_list>

#include "core/model/factfields.h"
#include "core/model/facts.h"
#include "core/thispc/pcfacts.h"

#include <QTreeWidget>

// The facts of one Pi as a grouped tree: Board, Power, USB (buses, hubs and devices drawn as a
// tree), Network, Storage, File sharing services. Columns: fact, value, where it came from.
// Rows that point at a known slowdown (under-voltage, usb-storage instead of uas, a 100 Mbit/s or
// half-duplex link, FUSE file systems, SD cards, …) are highlighted and carry a warning icon;
// every row's tooltip says what the fact means. A single fact's row (label, value, explanation)
// comes from its descriptor (core/model/factfields.cpp); the warnings and the rows made of several
// facts are built here. All text is built when shown, so showFacts() again after a language
// change retranslates everything.
class FactsTree : public QTreeWidget
{
    Q_OBJECT
public:
    // Item data: a stable key per row ("net.eth0.speed", "usb.1-1.5", "group.usb") for tests and
    // accessibility tools, and whether the row is a warning.
    static constexpr int KeyRole = Qt::UserRole + 1;
    static constexpr int WarningRole = Qt::UserRole + 2;
    static constexpr int PlainTipRole = Qt::UserRole + 3; // the tooltip as text, before escaping

    explicit FactsTree(QWidget *parent = nullptr);

    void showFacts(const Facts &facts);
    // The same, with the ids of the findings the diagnosis of the run made: a row that points at a
    // slowdown a finding covers is a warning only when that finding was made — the diagnosis is the
    // one place that decides, so the Facts page warns of nothing the report leaves out (issue #26).
    void showFacts(const Facts &facts, const QStringList &findingIds);
    // This PC's facts of the same run (run file "pc"): a "This PC" group when anything is known.
    void setPcFacts(const PcFacts &pc);
    void clearFacts();
    void retranslate(); // headers and every row, from the facts last shown

    // Keys of the rows shown as warnings, in tree order.
    QStringList warningKeys() const;
    QTreeWidgetItem *itemForKey(const QString &key) const;

private:
    // One row. The tooltip joins the explanation and the "Seen in" line.
    QTreeWidgetItem *addRow(QTreeWidgetItem *parent, const QString &key, const QString &label,
                            const QString &value, const QStringList &sources, const QString &explanation);
    QTreeWidgetItem *addGroup(const QString &key, const QString &title);
    // findingId: the finding the warning stands for (FindingId::…, core/findings/catalogue.h); empty
    // for an observation no rule covers (temperature, packet errors), which is shown as before.
    void markWarning(QTreeWidgetItem *item, const QString &why, QLatin1String findingId = {});
    // The same for a fact that any of several findings marks (FindingId::…).
    void markWarning(QTreeWidgetItem *item, const QString &why, std::initializer_list<QLatin1String> findingIds);

    template <typename T, typename Fmt>
    QTreeWidgetItem *addFact(QTreeWidgetItem *parent, const QString &key, const QString &label,
                             const Fact<T> &f, Fmt format, const QString &explanation)
    {
        if (!f.isKnown())
            return nullptr;
        return addRow(parent, key, label, format(f.value()), f.sources(), explanation);
    }

    // A row for each known fact of s whose descriptor has a tree key (core/model/factfields.cpp),
    // in the table's order: key "prefix.treeKey", the descriptor's label, value and explanation.
    template <typename S>
    void addFields(QTreeWidgetItem *parent, const QString &prefix, const S &s,
                   const QList<FactField<S>> &rows)
    {
        for (const FactField<S> &f : rows)
            if (f.treeKey && f.isKnown(s))
                addRow(parent, prefix + u'.' + QLatin1String(f.treeKey), f.labelText(), f.display(s),
                       f.sources(s), f.helpText());
    }
    // The row addFields made for a member (to mark it as a warning); nullptr when it made none.
    template <typename S, typename T>
    QTreeWidgetItem *fieldRow(const QString &prefix, const QList<FactField<S>> &rows,
                              Fact<T> S::*member) const
    {
        const FactField<S> *f = FactFields::find(rows, member);
        return f && f->treeKey ? itemForKey(prefix + u'.' + QLatin1String(f->treeKey)) : nullptr;
    }
    template <typename S, typename T>
    static QString labelOf(const QList<FactField<S>> &rows, Fact<T> S::*member)
    {
        const FactField<S> *f = FactFields::find(rows, member);
        return f ? f->labelText() : QString();
    }

    void addBoard();
    void addPower();
    void addUsb();
    void addUsbDevice(QTreeWidgetItem *parent, const UsbDevice &d);
    void addNetwork();
    void addStorage();
    void addServices();
    void addThisPc();
    // The Facts page marks of the findings' catalogue entries (FindingEntry::marks).
    void addCatalogueMarks();
    void addUnknown(QTreeWidgetItem *group);

    Facts m_facts;
    PcFacts m_pc;
    bool m_hasFacts = false;
    QStringList m_findingIds;
    bool m_findingsKnown = false; // showFacts without findings: every row warns as before
};
