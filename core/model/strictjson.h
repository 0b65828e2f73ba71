#pragma once

#include <QByteArray>
#include <QJsonDocument>

// JSON that strict parsers accept. A string read from a run file ("\ud800" escapes) or a UTF-16
// paste may hold a lone surrogate, which QJsonDocument writes back as a lone "\udXXX" escape;
// Python's json, jq and browsers in strict mode refuse the whole document then. Every JSON the app
// writes (run files, `--json`, the redacted copy) goes through here: a lone surrogate becomes
// U+FFFD, a valid pair stays.
namespace StrictJson {

QByteArray toBytes(const QJsonDocument &document, QJsonDocument::JsonFormat format = QJsonDocument::Indented);
// The same repair on JSON text (linear; text outside strings is copied as it is).
QByteArray withoutLoneSurrogates(const QByteArray &json);

} // namespace StrictJson
