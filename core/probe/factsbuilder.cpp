#include "core/probe/factsbuilder.h"

#include "core/knowledge/boardtable.h"
#include "core/knowledge/modelstring.h"
#include "core/knowledge/revisioncode.h"
#include "core/probe/cpuinfoparser.h"
#include "core/probe/factsbuilder_p.h"
#include "core/probe/systemparsers.h"

namespace FactsBuild {

const QString *text(const Transcript &t, const QString &id)
{
    return t.readable(id).text;
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

} // namespace

void board(const Input &in, Facts &f)
{
    const Transcript &t = in.transcript;
    BoardFacts &b = f.board;
    if (const QString *model = text(t, QStringLiteral("model")))
        fromModelString(model->section(u'\n', 0, 0), QStringLiteral("model"), b);

    if (const QString *s = text(t, QStringLiteral("cpuinfo"))) {
        const QString src = QStringLiteral("cpuinfo");
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
    }

    if (const QString *s = text(t, QStringLiteral("long-bit")))
        b.osBits.offer(parseLongBit(*s), QStringLiteral("long-bit"));

    if (const QString *s = text(t, QStringLiteral("uname"))) {
        const UnameInfo u = parseUname(*s);
        const QString src = QStringLiteral("uname");
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

    if (const QString *s = text(t, QStringLiteral("os-release"))) {
        const auto os = parseOsRelease(*s);
        const QString name = os.value(QStringLiteral("PRETTY_NAME"), os.value(QStringLiteral("NAME")));
        if (!name.isEmpty())
            b.osName.offer(name, QStringLiteral("os-release"));
    }

    if (const QString *s = text(t, QStringLiteral("dmi"))) {
        const auto d = parseKeyValueLines(*s);
        const QString src = QStringLiteral("dmi");
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
    if (const QString *d = FactsBuild::text(transcript, QStringLiteral("dmesg")))
        in.dmesg = parseDmesg(*d);
    FactsBuild::board(in, f);
    FactsBuild::usb(in, f);
    FactsBuild::network(in, f);
    FactsBuild::storage(in, f);
    FactsBuild::power(in, f);
    FactsBuild::system(in, f);
    FactsBuild::services(in, f);
    FactsBuild::dmesgEvents(in, f);
    return f;
}
