#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// Translated, user-facing names for facts, so the Facts page and reports label what
// Facts::toJson() holds: group titles, field labels by JSON key, section names for
// "where it came from", throttle flags, and a few formatted values.
class FactLabels
{
    Q_DECLARE_TR_FUNCTIONS(FactLabels)

public:
    enum class Group
    {
        Board,
        Power,
        Usb,
        Network,
        Storage,
        Services,
        System
    };

    static QString group(Group g);
    // The label of a facts JSON key ("speed_mbps" -> "Link speed"), from the fact descriptor table
    // (core/model/factfields.cpp); the key itself when it has none.
    static QString field(const QString &jsonKey);
    // A human name for a transcript section ("dmesg" -> "Kernel log (dmesg)").
    static QString section(const QString &sectionId);
    // "Seen in: Kernel log (dmesg), USB tree (lsusb -t)".
    static QString sources(const QStringList &sectionIds);

    // get_throttled flags, by the names Facts::toJson() lists ("under-voltage", ...).
    static QString throttleNow(const QString &flag);
    static QString throttleSinceBoot(const QString &flag);

    static QString unknown();
    static QString yesNo(bool value);
    static QString linkSpeed(int mbps);
    static QString usbSpeed(double mbps);
    // BoardInfo::nicKind ("native-1g") as words; an unknown kind as it is.
    static QString nicKind(const QString &kind);
    static QString osBits(int bits);
    static QString temperature(double celsius);
    static QString megabytes(qint64 kib);

    // Notes about the input itself.
    static QString notARaspberryPi();
    static QString transcriptCutOff();
    static QString pastedOutputsRecognised(int count);
    static QString nothingRecognised();
};
