#pragma once

#include "core/model/facts.h"
#include "core/probe/transcript.h"

#include <QString>

// The one way from text to facts. A probe transcript (with "@@" markers) is read as one; any
// other text is taken for outputs a user pasted (a forum post, a bare boot log) and split by
// PasteRecognizer. `analyze`, File → Open, drag-and-drop, the Paste dialog, the probe job and
// the report all come through here, so the same text gives the same facts wherever it enters.
namespace TextFacts {

Transcript transcript(const QString &text);
Facts facts(const QString &text);
// The transcript text a run stores for this text: the text itself when it is a transcript,
// else the recognised sections with markers (empty when nothing was recognised).
QString storedTranscript(const QString &text);

} // namespace TextFacts
