#pragma once

// Transcripts for the Facts page tests, built from the real outputs in tests/fixtures.
#include <QFile>
#include <QString>
#include <QStringList>

namespace FactsTest {

inline QString fixture(const QString &name)
{
    QFile f(QStringLiteral(PINAS_FIXTURES) + u'/' + name);
    if (!f.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromUtf8(f.readAll());
}

// "@@pinas-probe 1" and one section per (id, fixture file) pair.
inline QString transcript(const QList<std::pair<const char *, const char *>> &sections)
{
    QString t = QStringLiteral("@@pinas-probe 1\n");
    for (const auto &[id, file] : sections) {
        QString text = fixture(QString::fromLatin1(file));
        if (!text.endsWith(u'\n'))
            text.append(u'\n');
        t += QStringLiteral("@@begin %1\n%2@@end %1 exit=0\n").arg(QLatin1String(id), text);
    }
    return t;
}

inline QString pi3bTranscript()
{
    return transcript({{"cpuinfo", "pi3b-cpuinfo-a02082-armv7.txt"},
                       {"lsusb-t", "seed-pi3b-lsusb-t-smsc95xx-usb-storage.txt"},
                       {"throttled", "pi3b-vcgencmd-get-throttled-0x50005.txt"},
                       {"dmesg", "pi3b-dmesg-smsc95xx-link-up-100.txt"}});
}

inline QString pi4Transcript()
{
    return transcript({{"cpuinfo", "pi4-cpuinfo-c03112-armv7l.txt"},
                       {"lsusb-t", "pi4-lsusb-t-uas-vl805.txt"},
                       {"dmesg", "pi4-dmesg-uas-attach-jms561.txt"},
                       {"throttled", "pi3b-vcgencmd-get-throttled-0x0.txt"}});
}

} // namespace FactsTest
