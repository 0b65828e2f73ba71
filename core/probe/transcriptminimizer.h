#pragma once

#include <QString>

// What a run file keeps of the probe's output (docs/design.md "What a run file holds"). The probe
// lists every process with its command line and prints the whole kernel command line; a run
// file is meant to be shared, and other jobs' command lines can hold key paths, host names or
// tokens (`ssh -oIdentityFile=…`). Only what the facts read is kept:
//  - `processes`: the header and summary lines, and the rows of the NAS processes
//    (NasProcesses::isRelevant) with their CPU and their program and operands, without options
//    (`sshfs … -o IdentityFile=…` keeps "sshfs HOST:/DIR /MNT");
//  - `cmdline`: the `usb-storage.quirks=` and `root=/dev/…` tokens, and the same of the kernel
//    log's "Kernel command line:" / "Command line:" lines in `dmesg`.
// Every other section is kept as it was. The facts and the diagnosis of the minimised transcript
// are those of the original (a process's command line lacks its options). Linear in the input.
struct MinimizedTranscript
{
    QString text;
    int droppedProcesses = 0;     // process rows left out
    int droppedCmdlineTokens = 0; // kernel command line tokens left out
    int droppedOptions = 0;       // options of the NAS processes' command lines left out
    bool changed() const { return droppedProcesses > 0 || droppedCmdlineTokens > 0 || droppedOptions > 0; }
};

namespace TranscriptMinimizer {

// A transcript with markers (version 1 or 2). Text without markers, and a transcript with
// nothing to leave out, comes back unchanged, byte for byte. expectedToken: as for
// Transcript::parse (a fresh probe run's token; text before its header and between its sections is
// then always left out).
MinimizedTranscript minimize(const QString &transcript, const QString &expectedToken = {});

// The two section filters, for a section's text.
QString keptProcesses(const QString &sectionText, int *dropped, int *droppedOptions);
QString keptCmdline(const QString &sectionText, int *dropped);
QString keptKernelLog(const QString &sectionText, int *dropped);

} // namespace TranscriptMinimizer
