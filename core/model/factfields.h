#pragma once

#include "core/model/factlabels.h"
#include "core/model/facts.h"

#include <QJsonValue>
#include <QList>
#include <QString>

#include <variant>

// One descriptor per fact field: the table in factfields.cpp is the one place a Fact<T> field's
// JSON key, label (both languages, through QT_TRANSLATE_NOOP("FactLabels", …)), group on the
// Facts page are written. Facts::toJson() (factsjson.cpp), FactLabels::field()
// and the Facts page tree (app/widgets/factstree*) read it; the step registry (steps.cpp) is the
// same idea for steps.
//
//   for (const FactField<BoardFacts> &f : FactFields::board())   // in the Facts page's order
//       json.insert(f.jsonKey(), f.json(board));                   // null when unknown
//   FactFields::label("speed_mbps")                                 // "Link speed"

// How the Facts page writes a value (FactLabels' formatters; Plain: the text or the number).
enum class FactFormat
{
    Plain,
    YesNo,
    LinkSpeed,   // "100 Mbit/s"
    RoundedLink, // a double rate as a link speed: "433 Mbit/s"
    UsbSpeed,    // "USB 2.0 High Speed (480 Mbit/s)"
    OsBits,      // "64-bit"
    Temperature, // "52.1 °C"
    Megabytes,   // kB -> "3.9 MB" style (FactLabels::megabytes)
    BoardRam,    // MB as is: "1024 MB"
    Hex,         // "0x50005"
    KHzAsMHz,    // "1500 MHz"
    TwoDecimals, // "0.42"
    NicKind      // BoardInfo::nicKind -> "Gigabit, not on USB" (FactLabels::nicKind)
};

// A pointer to the Fact<T> member of a fact struct S, whatever its T.
template <typename S>
using FactMember =
    std::variant<Fact<QString> S::*, Fact<int> S::*, Fact<qint64> S::*, Fact<double> S::*, Fact<bool> S::*>;

template <typename S> struct FactField
{
    const char *key; // the JSON key in Facts::toJson() (a contract: docs/design.md "Analyze JSON")
    FactMember<S> member;
    const char *label; // QT_TRANSLATE_NOOP("FactLabels", …); nullptr: the key is not shown by name
    FactLabels::Group group;
    const char *treeKey; // the Facts page row's key after the item's prefix ("soc" -> "board.soc");
                         // nullptr: no row of its own on the Facts page
    FactFormat format = FactFormat::Plain;
    const char *help = nullptr; // the Facts page row's tooltip: what the fact means for speed
                                // (QT_TRANSLATE_NOOP("FactLabels", …)); a warning is the tree's

    QString jsonKey() const { return QString::fromLatin1(key); }
    QString labelText() const; // translated; the key when there is no label
    QString helpText() const;  // translated; empty when there is none
    template <typename T> bool is(Fact<T> S::*m) const
    {
        const auto *p = std::get_if<Fact<T> S::*>(&member);
        return p && *p == m;
    }

    bool isKnown(const S &s) const
    {
        return std::visit([&](auto m) { return (s.*m).isKnown(); }, member);
    }
    QStringList sources(const S &s) const
    {
        return std::visit([&](auto m) { return (s.*m).sources(); }, member);
    }
    // The value for JSON: null when unknown.
    QJsonValue json(const S &s) const
    {
        return std::visit(
            [&](auto m) {
                const auto &f = s.*m;
                return f.isKnown() ? QJsonValue(f.value()) : QJsonValue();
            },
            member);
    }
    // The value as the Facts page shows it (only for a known fact).
    QString display(const S &s) const;
};

namespace FactFields {

const QList<FactField<BoardFacts>> &board();
const QList<FactField<PowerFacts>> &power();
const QList<FactField<ThrottleFlags>> &throttleFlags();
const QList<FactField<SystemFacts>> &system();
const QList<FactField<UsbDevice>> &usb();
const QList<FactField<NetInterface>> &nic();
const QList<FactField<BlockDevice>> &disk();
const QList<FactField<CryptDevice>> &crypt();
const QList<FactField<NfsExport>> &nfsExport();
const QList<FactField<SambaFacts>> &samba();

// The row of a member: FactFields::find(FactFields::nic(), &NetInterface::speedMbps).
template <typename S, typename T> const FactField<S> *find(const QList<FactField<S>> &rows, Fact<T> S::*m)
{
    for (const FactField<S> &f : rows)
        if (f.is(m))
            return &f;
    return nullptr;
}

// The translated label of a JSON key, from the first row with that key and a label (then the
// few keys of plain, non-Fact values: file systems, processes); empty when none has one.
QString label(const QString &jsonKey);

// The formatted value, for FactField<S>::display.
QString format(FactFormat f, const QString &v);
QString format(FactFormat f, int v);
QString format(FactFormat f, qint64 v);
QString format(FactFormat f, double v);
QString format(FactFormat f, bool v);

} // namespace FactFields

template <typename S> QString FactField<S>::labelText() const
{
    return label ? FactLabels::tr(label) : jsonKey();
}

template <typename S> QString FactField<S>::helpText() const
{
    return help ? FactLabels::tr(help) : QString();
}

template <typename S> QString FactField<S>::display(const S &s) const
{
    return std::visit([&](auto m) { return FactFields::format(format, (s.*m).value()); }, member);
}
