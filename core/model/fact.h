#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// One fact about the Pi and where it came from (the transcript sections that showed it).
// A fact may be unknown: parsers never guess, they leave the value out.
// The builder reads the most direct sections first, so the first reading wins; a later equal
// reading adds its section as corroboration, a later different one is kept as a disagreement
// (e.g. dmesg remembers an old 100 Mb/s link while ethtool shows 1000 Mb/s now).
template <typename T>
class Fact
{
public:
    bool isKnown() const { return m_value.has_value(); }
    const T &value() const { return *m_value; }
    T valueOr(const T &fallback) const { return m_value.value_or(fallback); }
    const QStringList &sources() const { return m_sources; }
    const QStringList &disagreeing() const { return m_disagreeing; }

    void offer(const T &value, const QString &source)
    {
        if (!m_value) {
            m_value = value;
            addTo(m_sources, source);
        } else if (*m_value == value) {
            addTo(m_sources, source);
        } else {
            addTo(m_disagreeing, source);
        }
    }
    void offer(const std::optional<T> &value, const QString &source)
    {
        if (value)
            offer(*value, source);
    }
    // Replaces the value: for readings that are known to be better than what came before.
    void set(const T &value, const QString &source)
    {
        m_value = value;
        m_sources = QStringList{source};
    }

private:
    static void addTo(QStringList &list, const QString &source)
    {
        if (!source.isEmpty() && !list.contains(source))
            list.append(source);
    }

    std::optional<T> m_value;
    QStringList m_sources;
    QStringList m_disagreeing;
};
