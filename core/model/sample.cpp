#include "core/model/sample.h"

#include "core/model/jsonfields.h"

#include <QJsonArray>

#include <algorithm>

using JsonFields::Check;

namespace {
const auto kT = QLatin1String("t");
const auto kCpu = QLatin1String("cpu");
const auto kIowait = QLatin1String("iowait");
const auto kProc = QLatin1String("proc");
const auto kProcLimit = QLatin1String("proc_limit");
const auto kNicRx = QLatin1String("nic_rx");
const auto kNicTx = QLatin1String("nic_tx");
const auto kDiskRead = QLatin1String("disk_read");
const auto kDiskWrite = QLatin1String("disk_write");
const auto kStep = QLatin1String("step");

void insertKnown(QJsonObject &o, QLatin1String key, double value)
{
    if (value >= 0)
        o.insert(key, value);
}
} // namespace

double Sample::busiestCore() const
{
    if (cpuPerCore.isEmpty())
        return -1.0;
    return *std::max_element(cpuPerCore.begin(), cpuPerCore.end());
}

QJsonObject Sample::toJson() const
{
    QJsonObject o;
    o.insert(kT, t);
    if (!cpuPerCore.isEmpty()) {
        QJsonArray cores;
        for (double c : cpuPerCore)
            cores.append(c);
        o.insert(kCpu, cores);
    }
    insertKnown(o, kIowait, iowait);
    if (!processCpu.isEmpty())
        o.insert(kProc, JsonFields::numberMapToJson(processCpu));
    if (!processCpuLimit.isEmpty())
        o.insert(kProcLimit, JsonFields::numberMapToJson(processCpuLimit));
    insertKnown(o, kNicRx, nicRxBytesPerSecond);
    insertKnown(o, kNicTx, nicTxBytesPerSecond);
    insertKnown(o, kDiskRead, diskReadBytesPerSecond);
    insertKnown(o, kDiskWrite, diskWriteBytesPerSecond);
    if (!step.isEmpty())
        o.insert(kStep, step);
    return o;
}

std::optional<Sample> Sample::fromJson(const QJsonObject &json)
{
    Sample s;
    if (JsonFields::readNumber(json, kT, &s.t) != Check::Ok)
        return std::nullopt;
    const QJsonValue cpu = json.value(kCpu);
    if (cpu.isArray()) {
        for (const QJsonValue v : cpu.toArray()) {
            if (!v.isDouble())
                return std::nullopt;
            s.cpuPerCore.append(v.toDouble());
        }
    } else if (!cpu.isUndefined() && !cpu.isNull()) {
        return std::nullopt;
    }
    if (JsonFields::readNumberMap(json, kProc, &s.processCpu) == Check::Bad)
        return std::nullopt;
    if (JsonFields::readNumberMap(json, kProcLimit, &s.processCpuLimit) == Check::Bad)
        return std::nullopt;
    const std::pair<QLatin1String, double *> rates[] = {
        {kIowait, &s.iowait},
        {kNicRx, &s.nicRxBytesPerSecond},
        {kNicTx, &s.nicTxBytesPerSecond},
        {kDiskRead, &s.diskReadBytesPerSecond},
        {kDiskWrite, &s.diskWriteBytesPerSecond},
    };
    for (const auto &[key, target] : rates)
        if (JsonFields::readNumber(json, key, target) == Check::Bad)
            return std::nullopt;
    if (JsonFields::readString(json, kStep, &s.step) == Check::Bad)
        return std::nullopt;
    return s;
}
