#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>

#include <optional>

// Every field the app writes into a run file, and whether it can name a person or a machine
// (docs/design.md "Export for sharing"). Redaction reads this table and nothing else to decide what
// a field's value becomes in the shared copy; tst_runfieldprivacy builds the richest run the app
// writes and fails on any key path that is not here, so a new field is classified before it ships.
//
// A path names a key from the top of the run: "profile.client_mount.source"; "[]" is each element
// of an array ("changes[].from_pc", "steps_chosen[]"), "*" any key of a map whose keys are data
// ("samples[].proc.*": process name → CPU).
namespace RunFieldPrivacy {

enum class Kind
{
    AppWord,      // the app's own word or figure (a format, an id, a kind, a time, a number): kept
    Text,         // what the app or the Pi wrote, which may quote a name, a path or an address:
                  // through TextRedactor (collected values, then addresses by their shape)
    Transcript,   // the probe's output: minimised, then its sections read for values, then TextRedactor
    HostName,     // names a machine: collected as a host name, replaced wherever it stands
    UserName,     // names an account: collected as a user name, replaced wherever it stands
    ShareSource,  // the share as the PC mounted it ("//host/share", "host:/path"): its server collected
    MountOptions, // the PC's mount options: username=, domain=, credentials= collected
    KeyFile,      // the SSH key file's path: its name collected unless it is a default name
    PiName,       // the name the user gave the Pi's profile: replaced whole, and collected as a host
                  // name unless it only repeats the board ("Raspberry Pi 4")
    Typed,        // words the user typed (the run's label): a person's name in them has no shape to
                  // find, so the whole value is replaced
    RunFileName,  // a run file's name: kept when the app named it (RunStore), else replaced whole
    WhichPi,      // names one machine for ever (its host key fingerprint, its machine id's hash): the
                  // whole `pi_identity` object is left out of the copy (Redaction, before the table)
};

struct Field
{
    const char *path;
    Kind kind;
    const char *replacement = nullptr; // what a replaced-whole value becomes (PiName, Typed, RunFileName)
};

// The table, in the order values are collected (the profile's host first, so it is "host-1").
const QList<Field> &fields();

// The field at `path`, or nothing for a key the app does not write (a newer app's, a hand-made
// file's): Redaction passes those through TextRedactor.
const Field *fieldAt(const QString &path);

// The path of `key` inside the object at `parent`: "parent.key", or "parent.*" when the parent is a
// map whose keys are data.
QString childPath(const QString &parent, const QString &key);
inline QString elementPath(const QString &parent)
{
    return parent + QLatin1String("[]");
}

// Every string value at `path` in `run` (each element of arrays on the way, each key of maps).
QStringList stringsAt(const QJsonValue &run, const QString &path);

} // namespace RunFieldPrivacy
