#pragma once

// A finding made the way the app makes it: its catalogue entry's rule run on facts read from the
// Pi's own smb.conf text (FactsBuilder, as a probe's "smb-conf" section), so a plan that takes the
// rule's evidence (Finding::settings) is tested on the evidence the rule really gives. The CPU is
// one without AES instructions (a Pi 4), so the encryption rule can fire.
#include "core/diagnosis/layerceilings.h"
#include "core/findings/catalogue.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/transcript.h"

namespace RuleFinding {

inline Finding fromSmbConf(const QString &id, DiagnosisInput in, const QByteArray &smbConf)
{
    const QString text = QStringLiteral("@@pinas-probe 1\n@@begin smb-conf\n%1\n@@end smb-conf exit=0\n")
                             .arg(QString::fromUtf8(smbConf).trimmed());
    in.facts.samba = FactsBuilder::build(Transcript::parse(text)).samba;
    if (!in.facts.board.cpuHasAes.isKnown())
        in.facts.board.cpuHasAes.offer(false, QStringLiteral("cpuinfo"));
    Finding f;
    if (const FindingEntry *entry = Catalogue::find(id))
        if (const std::optional<Finding> made = entry->rule({in, LayerCeilings::compute(in)}))
            f = *made;
    f.id = id;
    return f;
}

} // namespace RuleFinding
