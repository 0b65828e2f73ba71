#include "core/diagnosis/rule.h"
#include "core/diagnosis/rulechecks.h"

#include "core/diagnosis/figures.h"
#include "core/knowledge/boardtable.h"

// Power, clocks and board identity: docs/knowledge.md §4.6 (undervoltage, throttling), §4.7 (governor).

namespace {

std::optional<Finding> underVoltage(const RuleContext &c)
{
    const PowerFacts &p = c.in.facts.power;
    const bool now = p.now.underVoltage.valueOr(false);
    const bool before = p.sinceBoot.underVoltage.valueOr(false);
    const int events = p.underVoltageEvents.valueOr(0);
    if (!now && !before && events <= 0)
        return std::nullopt;
    Finding f;
    f.layer = Layer::Storage;
    f.severity = now ? Finding::Severity::Critical : Finding::Severity::Warning;
    f.title = Rules::tr("The Pi's power supply is too weak");
    QStringList shown;
    if (p.bits.isKnown())
        shown << Rules::tr("get_throttled = 0x%1 (under-voltage %2)")
                     .arg(QString::number(p.bits.value(), 16),
                          now ? Rules::tr("now") : Rules::tr("since boot"));
    if (events > 0)
        shown << Rules::tr("%n under-voltage message(s) in dmesg", nullptr, events);
    f.evidence = shown.join(QStringLiteral("; ")) + u'.';
    f.fix = Rules::tr(
        "Use the official power supply (5.1 V; 3 A for a Pi 4, 5 A for a Pi 5) and a powered USB hub "
        "or a disk with its own power.");
    f.expected = Rules::tr("a stable disk and CPU clock; USB resets and I/O errors stop");
    f.gainMbPerSecond = 0;
    return f;
}

std::optional<Finding> throttling(const RuleContext &c)
{
    const PowerFacts &p = c.in.facts.power;
    auto any = [](const ThrottleFlags &t) {
        return t.throttled.valueOr(false) || t.armFrequencyCapped.valueOr(false) ||
               t.softTemperatureLimit.valueOr(false);
    };
    const bool now = any(p.now);
    if (!now && !any(p.sinceBoot))
        return std::nullopt;
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = now ? Finding::Severity::Critical : Finding::Severity::Warning;
    f.title = Rules::tr("The CPU has been throttled");
    QString temp;
    if (c.in.facts.system.temperatureC.isKnown())
        temp = Rules::tr("The SoC is at %1 °C.").arg(c.in.facts.system.temperatureC.value(), 0, 'f', 1);
    f.evidence = Figures::join(
        Rules::tr("get_throttled = 0x%1: the clock was capped or throttled %2.")
            .arg(QString::number(p.bits.valueOr(0), 16), now ? Rules::tr("now") : Rules::tr("since boot")),
        temp);
    f.fix = Rules::tr("Cool the Pi (a heatsink or fan, a case with air flow) and check the power supply.");
    f.expected = Rules::tr("full clock speed under load");
    f.gainMbPerSecond = 0;
    return f;
}

std::optional<Finding> governor(const RuleContext &c)
{
    const SystemFacts &s = c.in.facts.system;
    const QString g = s.governor.valueOr(QString());
    const bool slow = g == u"powersave" || (g == u"ondemand" && !s.ondemandIoIsBusy.valueOr(false));
    if (!slow)
        return std::nullopt;
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = Finding::Severity::Info;
    f.title = Rules::tr("The CPU governor may keep the clock low during I/O");
    f.evidence =
        g == u"powersave"
            ? Rules::tr("The CPU frequency governor is \"powersave\": the lowest clock all the time.")
            : Rules::tr(
                  "The CPU frequency governor is \"ondemand\" without io_is_busy: time spent waiting for "
                  "I/O does not raise the clock.");
    f.fix = Rules::tr("Set the \"performance\" governor, or write 1 to "
                      "/sys/devices/system/cpu/cpufreq/ondemand/io_is_busy.");
    // Matters only where the CPU is the limit: count it with the server CPU's headroom, small otherwise.
    const double cpu = std::max(c.in.peakCpu({QStringLiteral("smbd"), QStringLiteral("nfsd")}),
                                c.in.peakCpu({QStringLiteral("ntfs-3g"), QStringLiteral("mount.")}));
    f.expected = cpu >= 85 ? Rules::tr("some gain where the CPU is the limit; no figure measured")
                           : Rules::tr("small: the CPU is not the limit in this run");
    f.gainMbPerSecond = 0;
    return f;
}

std::optional<Finding> notAPi(const RuleContext &c)
{
    const BoardFacts &b = c.in.facts.board;
    const QString model = b.model.valueOr(QString());
    const bool saysNo = b.raspberryPi.isKnown() && !b.raspberryPi.value();
    const bool otherModel = !model.isEmpty() && !BoardTable::looksLikeRaspberryPi(model) && !c.in.board;
    if (!saysNo && !otherModel)
        return std::nullopt;
    Finding f;
    f.layer = Layer::ServerCpu;
    f.severity = Finding::Severity::Info;
    f.title = Rules::tr("This machine is not a Raspberry Pi");
    const QString name = !model.isEmpty() ? model : b.product.valueOr(b.vendor.valueOr(Rules::tr("unknown")));
    f.evidence =
        Rules::tr("The probe found \"%1\". Board-specific checks (USB bus, power, Pi ceilings) are left out.")
            .arg(name);
    f.fix = Rules::tr("Nothing to fix: the measured figures and the generic rules still apply.");
    f.expected = Rules::tr("no change");
    f.gainMbPerSecond = 0;
    return f;
}

} // namespace

const SystemChecks &Rules::system()
{
    static const SystemChecks checks{
        &underVoltage,
        &throttling,
        &governor,
        &notAPi,
    };
    return checks;
}
