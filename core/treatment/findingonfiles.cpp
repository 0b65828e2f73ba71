// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/treatment/findingonfiles.h"

#include "core/diagnosis/layerceilings.h"
#include "core/diagnosis/pifiles.h"
#include "core/findings/catalogue.h"
#include "core/probe/factsbuilder.h"
#include "core/probe/transcript.h"

namespace FindingOnFiles {

Finding again(const Finding &finding, DiagnosisInput input, const QMap<QString, QByteArray> &live)
{
    bool readsSmbConf = false;
    for (const ConfSetting &s : finding.settings)
        readsSmbConf = readsSmbConf || s.file == PiFiles::smbConf();
    const FindingEntry *entry = Catalogue::find(finding.id);
    if (!readsSmbConf || !entry || !entry->rule || !live.contains(PiFiles::smbConf()))
        return finding; // its evidence is not read from a file the Pi holds now
    // The live file as the probe's "smb-conf" section, read by the same parser as a run's.
    const QString text = QStringLiteral("@@pinas-probe 1\n@@begin smb-conf\n%1\n@@end smb-conf exit=0\n")
                             .arg(QString::fromUtf8(live.value(PiFiles::smbConf())));
    input.facts.samba = FactsBuilder::build(Transcript::parse(text)).samba;
    Finding made = finding;
    made.settings.clear();
    if (const std::optional<Finding> now = entry->rule({input, LayerCeilings::compute(input)}))
        made.settings = now->settings;
    return made;
}

} // namespace FindingOnFiles
