#include "core/probe/factsbuilder.h"

#include "core/knowledge/boardtable.h"
#include "core/knowledge/modelstring.h"
#include "core/knowledge/revisioncode.h"
#include "core/probe/cpuinfoparser.h"
#include "core/probe/factsbuilder_p.h"
#include "core/probe/probetext.h"
#include "core/probe/systemparsers.h"

#include <QRegularExpression>

namespace FactsBuild {

const QString *text(const Transcript &t, ProbeSection section)
{
    return t.readable(section).text;
}

namespace {

void fromModelString(const QString &model, const QString &source, BoardFacts &b)
{
    const QString line = model.trimmed();
    if (line.isEmpty())
        return;
    b.model.offer(line, source);
    const ModelString m = ModelString::parse(line);
    if (m.typeCode >= 0) {
        b.modelName.offer(ModelString::nameForType(m.typeCode), source);
        b.typeCode.offer(m.typeCode, source);
        b.raspberryPi.offer(true, source);
    } else if (BoardTable::looksLikeRaspberryPi(line)) {
        b.modelName.offer(m.name, source); // a model this build does not know yet
        b.raspberryPi.offer(true, source);
    } else {
        b.raspberryPi.offer(false, source);
    }
    if (!m.boardRevision.isEmpty())
        b.boardRevision.offer(m.boardRevision, source);
}

// The kernel log names the machine before anything else: "Machine model: Raspberry Pi 4 Model
// B Rev 1.4" (device-tree boards; "OF: fdt: Machine model: ..." on older kernels), "DMI: Dell Inc.
// OptiPlex 7010/..., BIOS ..." (PCs), and "Linux version 6.1.21-v8+ (...)" gives the kernel.
void fromKernelLog(const QString &log, BoardFacts &b)
{
    static const QRegularExpression model(QStringLiteral("Machine model:\\s*(\\S[^\\n]*)$"));
    static const QRegularExpression dmi(QStringLiteral("\\bDMI: (\\S.*?)(?:, BIOS .*)?$"));
    static const QRegularExpression version(QStringLiteral("\\bLinux version (\\d+\\.\\d+\\S*)"));
    const QString src = sectionId(ProbeSection::Dmesg);
    int seen = 0;
    for (const QString &line : ProbeText::lines(log)) {
        if (!line.contains(u"Machine model:") && !line.contains(u"DMI: ") && !line.contains(u"Linux version"))
            continue;
        QRegularExpressionMatch m;
        if ((m = model.match(line)).hasMatch()) {
            fromModelString(m.captured(1), src, b);
            ++seen;
        } else if ((m = dmi.match(line)).hasMatch() && !m.captured(1).contains(u"not present")) {
            b.product.offer(m.captured(1).trimmed(), src);
            b.raspberryPi.offer(false, src); // Pis have no DMI tables
            ++seen;
        } else if ((m = version.match(line)).hasMatch()) {
            b.kernelRelease.offer(m.captured(1), src);
        }
        if (seen > 0 && b.kernelRelease.isKnown())
            break; // both sit in the first lines of a boot; a log of weeks need not be read to the end
    }
}

// cpuinfo "Hardware": every Pi kernel says "BCM2835" (or BCM2711, ...); other ARM boards name
// their SoC family ("Allwinner sun8i Family", "Rockchip (Device Tree)", "ODROID-XU4").
void fromCpuHardware(const QString &hardware, const QString &src, BoardFacts &b)
{
    const QString h = hardware.trimmed();
    if (h.isEmpty())
        return;
    if (h.startsWith(u"BCM27") || h.startsWith(u"BCM28")) {
        b.raspberryPi.offer(true, src);
        return;
    }
    if (h.contains(u"Generic DT", Qt::CaseInsensitive))
        return; // says nothing about the board
    b.product.offer(h, src);
    b.raspberryPi.offer(false, src);
}

} // namespace

void board(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    BoardFacts &b = f.board;
    if (const QString *model = text(t, ProbeSection::Model))
        fromModelString(model->section(u'\n', 0, 0), sectionId(ProbeSection::Model), b);

    if (const QString *s = text(t, ProbeSection::Cpuinfo)) {
        const QString src = sectionId(ProbeSection::Cpuinfo);
        const CpuInfo c = parseCpuinfo(*s);
        if (!c.model.isEmpty())
            fromModelString(c.model, src, b);
        if (!c.revision.isEmpty()) {
            const RevisionCode r = RevisionCode::decode(c.revision);
            // Only a code that names a board the table knows: a stray hex value in a pasted
            // cpuinfo must not make a PC a Raspberry Pi.
            const QString name = r.isValid() ? ModelString::nameForType(r.typeCode()) : QString();
            if (!name.isEmpty()) {
                b.revisionCode.offer(c.revision, src);
                b.typeCode.offer(r.typeCode(), src);
                b.modelName.offer(name, src);
                if (r.memoryMB() > 0)
                    b.ramMb.offer(r.memoryMB(), src);
                if (!r.processor().isEmpty())
                    b.soc.offer(r.processor(), src);
                if (!r.manufacturer().isEmpty())
                    b.manufacturer.offer(r.manufacturer(), src);
                b.boardRevision.offer(r.boardRevision(), src);
                b.raspberryPi.offer(true, src);
            } else if (r.isValid() && r.isNewStyle() && !r.processor().isEmpty() &&
                       !r.manufacturer().isEmpty() && r.memoryMB() > 0) {
                // A new-style code of a model this build does not know yet: its bit fields still give
                // the type, memory, SoC and maker (revision-codes.adoc), but no board-table facts.
                b.revisionCode.offer(c.revision, src);
                b.typeCode.offer(r.typeCode(), src);
                b.ramMb.offer(r.memoryMB(), src);
                b.soc.offer(r.processor(), src);
                b.manufacturer.offer(r.manufacturer(), src);
                b.boardRevision.offer(r.boardRevision(), src);
                b.raspberryPi.offer(true, src);
            }
        }
        if (!c.cpuPart.isEmpty())
            b.cpuPart.offer(c.cpuPart, src);
        const QString core = armCoreName(c.cpuPart);
        if (!core.isEmpty())
            b.cpuModel.offer(core, src);
        else if (!c.modelName.isEmpty())
            b.cpuModel.offer(c.modelName, src);
        if (c.processors > 0)
            b.cpuCores.offer(c.processors, src);
        if (!c.features.isEmpty())
            b.cpuHasAes.offer(c.features.contains(QStringLiteral("aes")), src);
        if (c.modelName.contains(u"(v7l)") || c.modelName.contains(u"(v6l)"))
            b.osBits.offer(32, src); // a 32-bit kernel runs a 32-bit user space
        if (c.revision.isEmpty() && c.processors > 0 && !c.modelName.isEmpty() &&
            !c.modelName.startsWith(u"ARM"))
            b.raspberryPi.offer(false, src);
        if (!b.modelName.isKnown())
            fromCpuHardware(c.hardware, src, b);
    }

    if (const QString *s = text(t, ProbeSection::Dmesg))
        fromKernelLog(*s, b);

    if (const QString *s = text(t, ProbeSection::LongBit))
        b.osBits.offer(parseLongBit(*s), sectionId(ProbeSection::LongBit));

    if (const QString *s = text(t, ProbeSection::Uname)) {
        const UnameInfo u = parseUname(*s);
        const QString src = sectionId(ProbeSection::Uname);
        if (!u.machine.isEmpty()) {
            b.kernelArch.offer(u.machine, src);
            if (u.machine.startsWith(u"armv6") || u.machine.startsWith(u"armv7"))
                b.osBits.offer(32, src);
            if (u.machine == u"x86_64" || u.machine.startsWith(u"i686") || u.machine.startsWith(u"i386"))
                b.raspberryPi.offer(false, src);
        }
        if (!u.release.isEmpty())
            b.kernelRelease.offer(u.release, src);
        if (!u.hostname.isEmpty())
            b.hostname.offer(u.hostname, src);
    }

    if (const QString *s = text(t, ProbeSection::OsRelease)) {
        const auto os = parseOsRelease(*s);
        const QString name = os.value(QStringLiteral("PRETTY_NAME"), os.value(QStringLiteral("NAME")));
        if (!name.isEmpty())
            b.osName.offer(name, sectionId(ProbeSection::OsRelease));
    }

    if (const QString *s = text(t, ProbeSection::Dmi)) {
        const auto d = parseKeyValueLines(*s);
        const QString src = sectionId(ProbeSection::Dmi);
        if (!d.value(QStringLiteral("sys_vendor")).isEmpty())
            b.vendor.offer(d.value(QStringLiteral("sys_vendor")), src);
        if (!d.value(QStringLiteral("product_name")).isEmpty()) {
            b.product.offer(d.value(QStringLiteral("product_name")), src);
            b.raspberryPi.offer(false, src); // Pis have no DMI tables
        }
    }
}

} // namespace FactsBuild

Facts FactsBuilder::build(const Transcript &transcript)
{
    Facts f;
    f.sections = transcript.ids();
    FactsBuild::Input in{transcript, {}};
    if (const QString *d = FactsBuild::text(transcript, ProbeSection::Dmesg))
        in.dmesg = parseDmesg(*d);
    FactsBuild::board(in, f);
    FactsBuild::usb(in, f);
    FactsBuild::boardFromUsb(f);
    FactsBuild::network(in, f);
    FactsBuild::boardFromKernel(f, FactsBuild::text(transcript, ProbeSection::Dmesg));
    FactsBuild::storage(in, f);
    FactsBuild::diskHealth(in, f);
    FactsBuild::pcie(in, f);
    FactsBuild::power(in, f);
    FactsBuild::system(in, f);
    FactsBuild::services(in, f);
    FactsBuild::dmesgEvents(in, f);
    FactsBuild::boardTable(f);
    return f;
}
