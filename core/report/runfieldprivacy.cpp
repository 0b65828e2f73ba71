#include "core/report/runfieldprivacy.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace RunFieldPrivacy {

const QList<Field> &fields()
{
    // Who writes each part: Run::toJson (top level), Profile::toJson and RunOrchestrator (profile,
    // preset, preflight, my_data), ShareJob::mountJson (client_mount), Measurement, Sample and
    // RunStep::toJson, PcFacts::toJson (pc), RunRecords (changes[], after_change, steps_chosen).
    static const QList<Field> table = {
        // Collected first: these name the Pi, its user and this PC.
        {"profile.host", Kind::HostName},
        {"profile.user", Kind::UserName},
        {"changes[].from_pc", Kind::HostName},
        {"profile.client_mount.source", Kind::ShareSource},
        {"profile.client_mount.options", Kind::MountOptions},
        {"profile.client_mount.super_options", Kind::MountOptions},
        {"profile.key_path", Kind::KeyFile},
        {"profile.name", Kind::PiName, "(profile name removed)"},
        {"label", Kind::Typed, "(label removed)"},
        {"after_change.before_run", Kind::RunFileName, "(file name removed)"},
        {"transcript", Kind::Transcript},

        {"format", Kind::AppWord},
        {"version", Kind::AppWord},
        {"started", Kind::AppWord},
        {"app_version", Kind::AppWord},
        {"steps_chosen[]", Kind::AppWord},
        {"my_data.*", Kind::AppWord}, // workload id → bytes (MyData): the sizes the answers used

        // The profile: folders the user chose are paths (a user name in /home/NAME is collected).
        {"profile.port", Kind::AppWord},
        {"profile.auth", Kind::AppWord},
        {"profile.remote_dir", Kind::Text},
        {"profile.share_path", Kind::Text},
        {"profile.protocol", Kind::AppWord},
        {"profile.sudo_allowed", Kind::AppWord},
        {"profile.uses[]", Kind::AppWord}, // Workload::kUses keys
        {"profile.preset", Kind::AppWord},
        {"profile.client_mount.mount_point", Kind::Text},
        {"profile.client_mount.fs_type", Kind::AppWord},
        {"profile.client_mount.protocol", Kind::AppWord},
        {"profile.preflight.passed", Kind::AppWord},
        {"profile.preflight.share_on_pi", Kind::Text},
        {"profile.preflight.same_storage", Kind::AppWord},
        {"profile.preflight.tests_folder", Kind::Text},
        {"profile.preflight.problems[]", Kind::Text},
        {"profile.preflight.note", Kind::Text},

        // Measurements: figures and the app's words; dd's own output and error messages are text.
        {"measurements[].kind", Kind::AppWord},
        {"measurements[].bytes", Kind::AppWord},
        {"measurements[].seconds", Kind::AppWord},
        {"measurements[].peak_process_cpu.*", Kind::AppWord}, // NAS process names → % of a core
        {"measurements[].process_cpu_limit.*", Kind::AppWord},
        {"measurements[].raw", Kind::Text},
        {"measurements[].method", Kind::AppWord},
        {"measurements[].cache_suspect", Kind::AppWord},
        {"measurements[].error", Kind::Text},
        {"measurements[].file_count", Kind::AppWord},
        {"measurements[].block_size", Kind::AppWord},

        {"samples[].t", Kind::AppWord},
        {"samples[].cpu[]", Kind::AppWord},
        {"samples[].iowait", Kind::AppWord},
        {"samples[].proc.*", Kind::AppWord},
        {"samples[].proc_limit.*", Kind::AppWord},
        {"samples[].nic_rx", Kind::AppWord},
        {"samples[].nic_tx", Kind::AppWord},
        {"samples[].disk_read", Kind::AppWord},
        {"samples[].disk_write", Kind::AppWord},
        {"samples[].step", Kind::AppWord},

        {"steps[].step", Kind::AppWord},
        {"steps[].status", Kind::AppWord},
        {"steps[].message", Kind::Text}, // may quote a Pi command's stderr
        {"steps[].seconds", Kind::AppWord},
        {"steps[].stop", Kind::AppWord},

        // This PC: the interface's name can hold its MAC address (enx…, wlx…), notes quote tools.
        {"pc.os", Kind::AppWord},
        {"pc.interface", Kind::Text},
        {"pc.interface_source", Kind::AppWord},
        {"pc.wireless", Kind::AppWord},
        {"pc.link_mbps", Kind::AppWord},
        {"pc.duplex", Kind::AppWord},
        {"pc.wifi_bitrate_mbps", Kind::AppWord},
        {"pc.wifi_frequency_mhz", Kind::AppWord},
        {"pc.shaper", Kind::AppWord},
        {"pc.shaper_mbps", Kind::AppWord},
        {"pc.smb_dialect", Kind::AppWord},
        {"pc.smb_signing_required", Kind::AppWord},
        {"pc.smb_encryption", Kind::AppWord},
        {"pc.sources[]", Kind::AppWord},
        {"pc.notes[]", Kind::Text},

        // Changes made on the Pi after the run (ids are a time, a finding id and random letters).
        {"pi_identity.host_key_sha256", Kind::WhichPi},
        {"pi_identity.machine_id_sha256", Kind::WhichPi},
        {"imported", Kind::AppWord}, // true on a run that came from a file
        {"changes[].id", Kind::AppWord},
        {"changes[].finding", Kind::AppWord},
        {"changes[].when", Kind::AppWord},
        {"changes[].status", Kind::AppWord}, // "applied", "undone by ID"
        {"after_change.id", Kind::AppWord},
        {"after_change.finding", Kind::AppWord},
    };
    return table;
}

const Field *fieldAt(const QString &path)
{
    static const QHash<QString, const Field *> byPath = [] {
        QHash<QString, const Field *> h;
        for (const Field &f : fields())
            h.insert(QString::fromLatin1(f.path), &f);
        return h;
    }();
    return byPath.value(path, nullptr);
}

QString childPath(const QString &parent, const QString &key)
{
    const QString prefix = parent.isEmpty() ? QString() : parent + u'.';
    const QString named = prefix + key;
    if (fieldAt(named))
        return named;
    static const QHash<QString, bool> maps = [] {
        QHash<QString, bool> h;
        for (const Field &f : fields())
            if (const QString p = QString::fromLatin1(f.path); p.endsWith(QLatin1String(".*")))
                h.insert(p.chopped(2), true);
        return h;
    }();
    // A map's keys are data (process names): the path names the map, not the key.
    return maps.contains(parent) ? prefix + u'*' : named;
}

namespace {
void collect(const QJsonValue &v, const QString &here, const QString &path, QStringList *out)
{
    if (here == path) {
        if (v.isString())
            out->append(v.toString());
        return;
    }
    if (!path.startsWith(here))
        return;
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collect(e, elementPath(here), path, out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collect(it.value(), childPath(here, it.key()), path, out);
    }
}
} // namespace

QStringList stringsAt(const QJsonValue &run, const QString &path)
{
    QStringList out;
    collect(run, QString(), path, &out);
    return out;
}

} // namespace RunFieldPrivacy
