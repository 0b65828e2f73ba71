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
    // Pasted sections carry no exit status (Transcript::toText), so reading the stored text back
    // gives the facts the paste itself gives.
    return t.toText();
}

} // namespace TextFacts
