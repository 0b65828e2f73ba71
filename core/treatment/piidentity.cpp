#include "core/treatment/piidentity.h"

#include "core/model/run.h"
#include "core/probe/textfacts.h"

#include <QRegularExpression>

namespace {

QString field(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString().trimmed().left(200);
}

} // namespace

QString PiIdentity::jsonKey()
{
    return QStringLiteral("pi_identity");
}

QString PiIdentity::machineIdCommand()
{
    // The file's bytes, as systemd wrote them (with its line end): the probe hashes the same.
    return QStringLiteral("LC_ALL=C sha256sum </etc/machine-id");
}

QString PiIdentity::machineIdFromOutput(const QString &output)
{
    static const QRegularExpression hash(QStringLiteral("^\\s*([0-9a-fA-F]{64})(\\s|$)"));
    const QRegularExpressionMatch m = hash.match(output);
    return m.hasMatch() ? m.captured(1).toLower() : QString();
}

PiIdentity PiIdentity::ofRun(const Run &run)
{
    const QJsonObject o = run.extra().value(jsonKey()).toObject();
    PiIdentity id;
    id.hostKeySha256 = field(o, "host_key_sha256");
    id.machineIdSha256 = machineIdFromOutput(field(o, "machine_id_sha256"));
    return id;
}

PiIdentity PiIdentity::fromProbe(const QString &hostKeySha256, const QString &transcript)
{
    PiIdentity id;
    id.hostKeySha256 = hostKeySha256;
    const Transcript t = TextFacts::transcript(transcript);
    if (const SectionText s = t.readable(ProbeSection::MachineId))
        id.machineIdSha256 = machineIdFromOutput(*s.text);
    return id;
}

void PiIdentity::recordIn(Run &run) const
{
    run.setExtraValue(jsonKey(), toJson());
}

QJsonObject PiIdentity::toJson() const
{
    QJsonObject o{{QStringLiteral("host_key_sha256"), hostKeySha256}};
    if (!machineIdSha256.isEmpty())
        o.insert(QStringLiteral("machine_id_sha256"), machineIdSha256);
    return o;
}

QString PiIdentity::mismatch(const PiIdentity &recorded, const PiIdentity &live)
{
    QStringList why;
    if (!recorded.hostKeySha256.isEmpty() && recorded.hostKeySha256 != live.hostKeySha256)
        why << tr("Its SSH host key is %1, the run's Pi had %2.")
                   .arg(live.hostKeySha256.isEmpty() ? tr("unknown") : live.hostKeySha256,
                        recorded.hostKeySha256);
    if (!recorded.machineIdSha256.isEmpty() && recorded.machineIdSha256 != live.machineIdSha256)
        why << (live.machineIdSha256.isEmpty()
                    ? tr("Its machine id (/etc/machine-id) cannot be read.")
                    : tr("Its machine id (/etc/machine-id) is not the run's Pi's."));
    if (why.isEmpty())
        return {};
    return tr("This is not the Pi the run was made on.") + u' ' + why.join(u' ');
}

QString PiIdentity::unknownText()
{
    return tr("The run does not say which Pi it came from (it was made by an older version, or pasted): "
              "run the diagnosis again on this Pi and plan on that run.");
}
