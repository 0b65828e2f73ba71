// libFuzzer target: any bytes through the transcript reader, the paste recogniser and the facts
// builder (which runs every section parser). Built with -DPINAS_FUZZ=ON and clang.
#include "core/probe/factsbuilder.h"
#include "core/probe/pasterecognizer.h"
#include "core/probe/transcript.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Transcript t = Transcript::parse(bytes);
    (void)FactsBuilder::build(t).toJson();
    (void)Transcript::parse(t.toText());
    // The same bytes as one section of each kind, and as a paste.
    Transcript all;
    for (const char *id :
         {"lsusb-t", "lsusb",     "usb-sysfs",    "block-sysfs", "net-sysfs", "lsblk",    "mounts",
          "fstab",   "df",        "ethtool-eth0", "throttled",   "temp",      "cpuinfo",  "model",
          "dmesg",   "processes", "exports",      "smb-conf",    "net-dev",   "ifconfig", "wifi",
          "cpufreq", "uname",     "meminfo",      "cmdline",     "mdstat",    "btrfs-sysfs", "btrfs",
          "cryptsetup", "dmsetup"})
        all.addSection(TranscriptSection{QString::fromLatin1(id), QString::fromUtf8(bytes), 0, true});
    (void)FactsBuilder::build(all).toJson();
    (void)FactsBuilder::build(PasteRecognizer::recognize(QString::fromUtf8(bytes))).toJson();
    return 0;
}
