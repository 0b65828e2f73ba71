#include "core/probe/textfacts.h"

#include "core/probe/factsbuilder.h"
#include "core/probe/pasterecognizer.h"

namespace TextFacts {

Transcript transcript(const QString &text)
{
    if (Transcript::hasMarkers(text))
        return Transcript::parse(text);
    return PasteRecognizer::recognize(text);
}

Facts facts(const QString &text)
{
    return FactsBuilder::build(transcript(text));
}

QString storedTranscript(const QString &text)
{
    if (Transcript::hasMarkers(text))
        return text;
    const Transcript t = transcript(text);
    if (t.isEmpty())
        return QString();
    // Transcript::toText() writes "exit=0" for pasted sections; a pasted section has no exit
    // status (a pasted kernel log is an excerpt, not the whole log), and reading the stored text
    // back must give the facts the paste itself gives.
    QString out = t.toText();
    for (const TranscriptSection &s : t.sections())
        if (!s.exitCode)
            out.replace(QStringLiteral("@@end %1 exit=0\n").arg(s.id), QStringLiteral("@@end %1\n").arg(s.id));
    return out;
}

} // namespace TextFacts
