#include "app/widgets/factstree.h"

#include "core/findings/catalogue.h"
#include "app/widgets/plaintext.h"

#include "app/widgets/factgrouphelp.h"

#include "core/knowledge/boardtable.h"
#include "core/model/factlabels.h"

#include <QHeaderView>
#include <QStyle>
#include <QTreeWidgetItemIterator>

#include <algorithm>
#include <array>

namespace {

QString text(const QString &s)
{
    return s;
}
QString number(qint64 n)
{
    return QString::number(n);
}

// Amber, readable on light and dark palettes alike with black text.
const QColor kWarningBackground(255, 224, 150);

} // namespace

FactsTree::FactsTree(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("factsTree"));
    setColumnCount(3);
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(1, QHeaderView::Interactive);
    header()->setStretchLastSection(true);
    retranslate();
}

void FactsTree::showFacts(const Facts &facts)
{
    m_facts = facts;
    m_hasFacts = true;
    m_findingIds.clear();
    m_findingsKnown = false;
    retranslate();
}

void FactsTree::showFacts(const Facts &facts, const QStringList &findingIds)
{
    m_facts = facts;
    m_hasFacts = true;
    m_findingIds = findingIds;
    m_findingsKnown = true;
    retranslate();
}

void FactsTree::setPcFacts(const PcFacts &pc)
{
    m_pc = pc;
    if (m_hasFacts)
        retranslate();
}

void FactsTree::clearFacts()
{
    m_facts = Facts();
    m_pc = PcFacts();
    m_hasFacts = false;
    clear();
}

void FactsTree::retranslate()
{
    setHeaderLabels({tr("Fact"), tr("Value"), tr("Where it came from")});
    setAccessibleName(tr("Facts about the Pi"));
    // Rebuild the rows: their texts are built in code, so this is how they follow the language.
    const QString current = currentItem() ? currentItem()->data(0, KeyRole).toString() : QString();
    clear();
    if (!m_hasFacts)
        return;
    addBoard();
    addPower();
    addUsb();
    addNetwork();
    addStorage();
    addServices();
    if (!m_pc.isEmpty() || !m_pc.notes.isEmpty())
        addThisPc();
    addCatalogueMarks();
    expandAll();
    setColumnWidth(1, qMax(columnWidth(1), 320));
    if (QTreeWidgetItem *item = itemForKey(current))
        setCurrentItem(item);
    else if (topLevelItemCount() > 0)
        setCurrentItem(topLevelItem(0));
}

void FactsTree::addCatalogueMarks()
{
    // The rows a finding's catalogue entry points at, for each finding this run's diagnosis made.
    for (const QString &id : std::as_const(m_findingIds))
        if (const FindingEntry *entry = Catalogue::find(id))
            for (const FactMark &mark : entry->marks)
                markWarning(itemForKey(QLatin1String(mark.rowKey)), tr(mark.why), entry->id);
}

QStringList FactsTree::warningKeys() const
{
    QStringList keys;
    for (QTreeWidgetItemIterator it(const_cast<FactsTree *>(this)); *it; ++it) {
        if ((*it)->data(0, WarningRole).toBool())
            keys.append((*it)->data(0, KeyRole).toString());
    }
    return keys;
}

QTreeWidgetItem *FactsTree::itemForKey(const QString &key) const
{
    if (key.isEmpty())
        return nullptr;
    for (QTreeWidgetItemIterator it(const_cast<FactsTree *>(this)); *it; ++it) {
        if ((*it)->data(0, KeyRole).toString() == key)
            return *it;
    }
    return nullptr;
}

QTreeWidgetItem *FactsTree::addGroup(const QString &key, const QString &title)
{
    auto *item = new QTreeWidgetItem(this, {title});
    item->setData(0, KeyRole, key);
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
    item->setFirstColumnSpanned(true);
    const QString why = FactGroupHelp::whyItMatters(key);
    for (int c = 0; c < 3; ++c)
        item->setToolTip(c, PlainText::toolTip(why));
    item->setData(0, PlainTipRole, why);
    return item;
}

QTreeWidgetItem *FactsTree::addRow(QTreeWidgetItem *parent, const QString &key, const QString &label,
                                   const QString &value, const QStringList &sources,
                                   const QString &explanation)
{
    const QString seen = sources.isEmpty() ? QString() : FactLabels::sources(sources);
    QStringList names;
    for (const QString &id : sources)
        names.append(FactLabels::section(id));
    auto *item = new QTreeWidgetItem(parent, {label, value, names.join(QStringLiteral(", "))});
    item->setData(0, KeyRole, key);
    QStringList tip;
    if (!explanation.isEmpty())
        tip.append(explanation);
    if (!seen.isEmpty())
        tip.append(seen);
    const QString tooltip = tip.join(QStringLiteral("\n\n"));
    for (int c = 0; c < 3; ++c)
        item->setToolTip(c, PlainText::toolTip(tooltip));
    item->setData(0, PlainTipRole, tooltip); // markWarning adds to the text, not to its HTML
    return item;
}

void FactsTree::markWarning(QTreeWidgetItem *item, const QString &why, QLatin1String findingId)
{
    if (findingId.isEmpty())
        markWarning(item, why, std::initializer_list<QLatin1String>{});
    else
        markWarning(item, why, {findingId});
}

void FactsTree::markWarning(QTreeWidgetItem *item, const QString &why, std::initializer_list<QLatin1String> findingIds)
{
    if (!item)
        return;
    // With the run's findings known, a fact is marked only when one of its findings is among them.
    if (m_findingsKnown && findingIds.size() > 0 &&
        std::none_of(findingIds.begin(), findingIds.end(),
                     [&](QLatin1String id) { return m_findingIds.contains(QString(id)); }))
        return;
    item->setData(0, WarningRole, true);
    item->setIcon(0, style()->standardIcon(QStyle::SP_MessageBoxWarning));
    for (int c = 0; c < 3; ++c) {
        item->setBackground(c, kWarningBackground);
        item->setForeground(c, QColor(Qt::black));
        item->setToolTip(c, PlainText::toolTip(why + QStringLiteral("\n\n") + item->data(0, PlainTipRole).toString()));
    }
    QFont bold = item->font(1);
    bold.setBold(true);
    item->setFont(1, bold);
    // Screen readers read the accessible text, not the colour.
    item->setData(1, Qt::AccessibleTextRole, tr("Warning: %1").arg(item->text(1)));
}

void FactsTree::addUnknown(QTreeWidgetItem *group)
{
    if (group->childCount() == 0) {
        QTreeWidgetItem *row = addRow(
            group, group->data(0, KeyRole).toString() + QStringLiteral(".unknown"), FactLabels::unknown(),
            QString(), {}, tr("None of the pasted or probed outputs showed facts for this group."));
        row->setFirstColumnSpanned(true);
    }
}

void FactsTree::addBoard()
{
    const BoardFacts &b = m_facts.board;
    QTreeWidgetItem *g = addGroup(QStringLiteral("group.board"), FactLabels::group(FactLabels::Group::Board));
    const Fact<QString> &name = b.modelName.isKnown() ? b.modelName : b.model.isKnown() ? b.model : b.product;
    const auto &rows = FactFields::board();
    addFact(g, QStringLiteral("board.name"), labelOf(rows, &BoardFacts::modelName), name, text,
            tr("The board model, from the device tree or the revision code in /proc/cpuinfo. It decides the "
               "network chip, the USB buses and the realistic speed limits."));
    if (b.raspberryPi.isKnown() && !b.raspberryPi.value()) {
        markWarning(addFact(g, QStringLiteral("board.raspberryPi"), labelOf(rows, &BoardFacts::raspberryPi),
                            b.raspberryPi, FactLabels::yesNo,
                            tr("The speed limits this app knows are those of Raspberry Pi boards.")),
                    FactLabels::notARaspberryPi(), FindingId::NotARaspberryPi);
    }
    if (b.model.isKnown() && b.model.value() != name.valueOr(QString()))
        addFact(g, QStringLiteral("board.model"), labelOf(rows, &BoardFacts::model), b.model, text,
                tr("The model string exactly as the Pi reports it."));
    addFields(g, QStringLiteral("board"), b, rows);

    // What the board table knows about this model: the facts no command shows.
    if (b.typeCode.isKnown()) {
        if (const auto info = BoardTable::instance().byTypeCode(b.typeCode.value())) {
            const QStringList table{QStringLiteral("board-table")};
            if (info->hasEthernet()) {
                addRow(g, QStringLiteral("board.nicChip"), tr("Ethernet chip"),
                       tr("%1 (driver %2)").arg(info->nicChip, info->nicDriver), table, info->source);
                QTreeWidgetItem *shared =
                    addRow(g, QStringLiteral("board.nicOnUsb2"), tr("Ethernet shares the USB 2.0 bus"),
                           FactLabels::yesNo(info->nicOnSharedUsb2), table,
                           tr("On this board the network chip is a USB device: network traffic and USB disks "
                              "share one 480 Mbit/s bus."));
                if (info->nicOnSharedUsb2)
                    markWarning(shared, tr("Every byte served from a USB disk crosses the USB 2.0 bus twice: "
                                           "once from the disk, once to the network chip."), FindingId::NicSharesUsb2Bus);
            }
            if (info->usb3Known())
                addRow(g, QStringLiteral("board.usb3"), tr("USB 3 ports"), QString::number(info->usb3Ports),
                       table, tr("A USB 3 disk reaches its speed only in a USB 3 (blue) port."));
        }
    }
    addUnknown(g);
}

void FactsTree::addPower()
{
    const PowerFacts &p = m_facts.power;
    QTreeWidgetItem *g = addGroup(QStringLiteral("group.power"), FactLabels::group(FactLabels::Group::Power));
    addFields(g, QStringLiteral("power"), p, FactFields::power());
    static const char *const flags[] = {"under-voltage", "arm-frequency-capped", "throttled",
                                        "soft-temperature-limit"};
    const auto flagFacts = [](const ThrottleFlags &t) {
        return std::array<const Fact<bool> *, 4>{&t.underVoltage, &t.armFrequencyCapped, &t.throttled,
                                                 &t.softTemperatureLimit};
    };
    const auto nowFacts = flagFacts(p.now);
    const auto bootFacts = flagFacts(p.sinceBoot);
    for (int i = 0; i < 4; ++i) {
        const QString flag = QString::fromLatin1(flags[i]);
        for (const bool now : {true, false}) {
            const Fact<bool> &f = now ? *nowFacts[i] : *bootFacts[i];
            QTreeWidgetItem *row = addFact(
                g,
                QStringLiteral("power.%1.%2").arg(now ? QStringLiteral("now") : QStringLiteral("boot"), flag),
                now ? FactLabels::throttleNow(flag) : FactLabels::throttleSinceBoot(flag), f,
                FactLabels::yesNo, QString());
            if (row && f.value())
                markWarning(row,
                            i == 0 ? tr("The supply voltage dropped below 4.63 V: the Pi slows down and USB "
                                        "disks may disconnect. Use the official power supply and a short "
                                        "cable, or a powered USB hub for the disks.")
                                   : tr("The CPU ran slower than its rated speed (heat or power): file "
                                        "serving that needs CPU gets slower too."), i == 0 ? FindingId::Undervoltage : FindingId::Throttling);
        }
    }
    if (p.underVoltageEvents.isKnown() && p.underVoltageEvents.value() > 0) {
        markWarning(
            addFact(g, QStringLiteral("power.events"), labelOf(FactFields::power(), &PowerFacts::underVoltageEvents),
                    p.underVoltageEvents, number, QString()),
            tr("The kernel logged under-voltage: the power supply or cable cannot deliver enough current."), FindingId::Undervoltage);
    }
    addUnknown(g);

    const SystemFacts &s = m_facts.system;
    QTreeWidgetItem *sys =
        addGroup(QStringLiteral("group.system"), FactLabels::group(FactLabels::Group::System));
    const QString prefix = QStringLiteral("system");
    addFields(sys, prefix, s, FactFields::system());
    if (QTreeWidgetItem *temp = fieldRow(prefix, FactFields::system(), &SystemFacts::temperatureC);
        temp && s.temperatureC.value() >= 80)
        markWarning(temp, tr("The SoC is hot enough to be throttled. Add a heat sink or a fan."), FindingId::Throttling);
    if (QTreeWidgetItem *gov = fieldRow(prefix, FactFields::system(), &SystemFacts::governor);
        gov && s.governor.value() == u"powersave")
        markWarning(gov, tr("The CPU stays at its lowest frequency: file serving gets slower."), FindingId::CpuGovernor);
    if (!s.usbStorageQuirks.isEmpty())
        addRow(
            sys, QStringLiteral("system.quirks"), tr("USB storage quirks"), s.usbStorageQuirks.join(u' '),
            s.cmdlineSources,
            tr("usb-storage.quirks on the kernel command line; the \"u\" flag turns UAS off for a device."));
    if (sys->childCount() == 0)
        delete sys;
}
