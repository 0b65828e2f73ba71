#pragma once

#include "core/model/run.h"
#include "core/report/textredactor.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// "Export for sharing" and `analyze --redact` (docs/design.md "What a run file holds"): a copy of
// a run without what names a person or a machine, and the list of what was taken out.
//  1. The transcript is minimised as at capture (TranscriptMinimizer), so an old run file that
//     still holds every process's command line and the whole kernel command line loses them too;
//     pasted text becomes its recognised sections.
//  2. Host names (the profile's host, the Pi's hostname from `uname`, this PC's name, the share's
//     server), user names (the profile's user, `/home/NAME`, `/media/NAME`, `C:\Users\NAME`,
//     sshd's "NAME@"), serial numbers (cpuinfo `Serial`, `SerialNumber:`, `Serial Number:`,
//     `iSerial`, `ID_SERIAL`, sysfs `serial=`, lsblk `SERIAL=`), IP and MAC addresses are replaced
//     everywhere in the run by stable placeholders (TextRedactor).
//  3. Which Pi it is (`pi_identity`, the transcript's machine-id section) is left out.
//  4. What each other field of the run file becomes is RunFieldPrivacy's table: the app's own words
//     stay, names (the profile's host and user, this PC's name in each change's from_pc) are
//     collected and replaced, words the user typed (the label, the profile's name) are replaced
//     whole, and everything else, keys the table does not know included, passes through TextRedactor.
// The findings and figures of the redacted run are those of the original (tst_redaction).
class Redaction
{
    Q_DECLARE_TR_FUNCTIONS(Redaction)

public:
    // One line of "what was removed": a category, how many, and the values (original → placeholder)
    // for the user to check on this machine; the values never go into the exported file.
    struct Group
    {
        QString category; // translated
        int count = 0;
        QStringList values; // "raspberrypi → host-1"; empty for the left-out command lines
    };

    // pcName: this computer's name (QSysInfo::machineHostName()), which may stand in mount paths.
    static Redaction of(const Run &run, const QString &pcName);

    const Run &run() const { return m_run; }
    QList<Group> removed() const;
    // What the copy keeps on purpose although it may look personal (vendor parts of MAC
    // addresses, loopback and documentation addresses, system accounts, what the diagnosis reads),
    // for the dialog to list next to what was replaced.
    static Group kept();
    bool removedNothing() const { return removed().isEmpty(); }
    // The groups as plain lines for a terminal or a plain-text widget.
    QString removedText() const;
    static QString categoryName(TextRedactor::Category category);
    // The copy's label is cut to this (a label is a few words; a huge one would cost memory in
    // every pass).
    static constexpr qsizetype kMaxLabelChars = 1000;

private:
    Run m_run;
    QList<TextRedactor::Replacement> m_replacements;
    QStringList m_typed; // "John's run → (label removed)": fields replaced whole
    int m_droppedProcesses = 0;
    int m_droppedCmdlineTokens = 0;
    int m_droppedOptions = 0;
    bool m_droppedPiIdentity = false; // `pi_identity` and the probe's machine-id section
};
