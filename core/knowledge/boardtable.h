#pragma once

#include "core/knowledge/boardinfo.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>

// The table of Raspberry Pi models, read from the resource :/data/boards.json.
// Lookups return std::nullopt for unknown boards and for anything that is not a Pi.
// Prefer the model string, then the revision code; the compatible string is the weakest
// (a 3A+ can report the 3B+ compatible).
class BoardTable
{
public:
    // The table built into the app. Loaded once, thread-safe, never modified.
    static const BoardTable &instance();
    // A table from JSON text ("pinas-boards" format 1); an empty table and *error set on bad input.
    static BoardTable fromJson(const QByteArray &json, QString *error = nullptr);

    const QList<BoardInfo> &boards() const { return m_boards; }
    QString loadError() const { return m_error; }

    // "Raspberry Pi 3 Model B Plus Rev 1.3" (device-tree model or cpuinfo "Model"; trailing NULs ok).
    std::optional<BoardInfo> byModel(QStringView model) const;
    // The new-style type field (0x0d = 3B+) or the same value mapped from an old-style code.
    std::optional<BoardInfo> byTypeCode(int typeCode) const;
    // A cpuinfo "Revision" value ("a020d3", "000d", "1000002").
    std::optional<BoardInfo> byRevision(QStringView revision) const;
    // One /proc/device-tree/compatible entry ("raspberrypi,4-model-b").
    std::optional<BoardInfo> byCompatible(QStringView compatible) const;
    // The board from whatever the probe found, strongest signal first: model string, then revision
    // code, then compatible entry. Empty views are skipped.
    std::optional<BoardInfo> identify(QStringView model, QStringView revision,
                                      QStringView compatible = {}) const;
    // The stable id ("pi3bplus").
    std::optional<BoardInfo> byId(QStringView id) const;

    // True for any "Raspberry Pi …" model string, known to the table or not, so a future model
    // is not reported as "not a Raspberry Pi".
    static bool looksLikeRaspberryPi(QStringView model);
    // Model string cleaned the way lookups see it: NULs dropped, blanks collapsed, trimmed.
    static QString normalizedModel(QStringView model);

private:
    QList<BoardInfo> m_boards;
    QString m_error;
};
