#include "core/probe/cpuinfoparser.h"

#include "core/probe/probetext.h"

CpuInfo parseCpuinfo(const QString &text)
{
    CpuInfo info;
    for (const QString &line : ProbeText::lines(text)) {
        const auto kv = ProbeText::keyValue(line);
        if (!kv)
            continue;
        const QString key = kv->first.toLower();
        const QString &value = kv->second;
        if (key == u"processor") {
            ++info.processors;
        } else if (key == u"model name" && info.modelName.isEmpty()) {
            info.modelName = value;
        } else if (key == u"hardware") {
            info.hardware = value;
        } else if (key == u"revision") {
            info.revision = value.toLower();
        } else if (kv->first == u"Model") { // x86 has a numeric lower-case "model" too
            info.model = value;
        } else if (key == u"cpu part" && info.cpuPart.isEmpty()) {
            info.cpuPart = value.toLower();
        } else if ((key == u"features" || key == u"flags") && info.features.isEmpty()) {
            info.features = ProbeText::fields(value);
        }
    }
    return info;
}

QString armCoreName(const QString &cpuPart)
{
    // ARM Ltd part numbers (docs/knowledge.md §1.3): the cores used on Raspberry Pi boards.
    const QString p = cpuPart.toLower();
    if (p == u"0xb76")
        return QStringLiteral("ARM1176");
    if (p == u"0xc07")
        return QStringLiteral("Cortex-A7");
    if (p == u"0xd03")
        return QStringLiteral("Cortex-A53");
    if (p == u"0xd08")
        return QStringLiteral("Cortex-A72");
    if (p == u"0xd0b")
        return QStringLiteral("Cortex-A76");
    return QString();
}
