// Reading and writing run files: what a file on disk is, and saving without ever losing the old one.
#include "core/model/run.h"
#include "core/model/linedecoder.h"
#include "core/model/strictjson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>
#include <QStringDecoder>

namespace {
// A run holds a transcript and a few thousand samples: a few MB at most. Anything far larger is
// not a run file, and reading it whole could exhaust memory.
constexpr qint64 kMaxFileSize = 256LL * 1024 * 1024;

QByteArray withoutBom(const QByteArray &data)
{
    return data.startsWith("\xEF\xBB\xBF") ? data.mid(3) : data;
}
} // namespace

Result<Run> Run::fromBytes(const QByteArray &input)
{
    // Outputs pasted into Windows Notepad and saved as "Unicode" arrive as UTF-16 with a BOM.
    const bool le = input.startsWith("\xFF\xFE"), be = input.startsWith("\xFE\xFF");
    if (le || be) {
        QStringDecoder utf16(le ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE);
        const QString text = utf16.decode(input.mid(2));
        if (utf16.hasError() || input.size() % 2)
            return Result<Run>::failure(tr("The file is neither a run file nor text; it holds binary data."));
        return fromBytes(text.toUtf8());
    }
    const QByteArray data = withoutBom(input);
    const QByteArray trimmed = data.trimmed();
    if (trimmed.isEmpty())
        return Result<Run>::failure(tr("The file is empty."));

    if (trimmed.startsWith('{')) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            return Result<Run>::failure(
                tr("The file looks like a run file but is not valid JSON (%1 at byte %2).")
                    .arg(error.errorString(), QString::number(error.offset)));
        auto run = fromJson(doc.object());
        if (run)
            run.value().m_source = Source::RunFile;
        return run;
    }

    // Not JSON: a transcript or pasted command outputs, which must at least be text (no NUL byte).
    // Lines that are not UTF-8 are read as Windows-1252, as real pastes hold them (LineDecoder).
    if (data.contains('\0'))
        return Result<Run>::failure(tr("The file is neither a run file nor text; it holds binary data."));
    const QString text = LineDecoder::decode(data);
    Run run;
    run.m_appVersion.clear();
    run.m_transcript = text;
    run.m_source = trimmed.startsWith("@@pinas-probe") ? Source::BareTranscript : Source::PastedText;
    return Result<Run>::success(std::move(run));
}

Result<Run> Run::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Result<Run>::failure(
            tr("Cannot open \"%1\": %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    const QString tooLarge =
        tr("\"%1\" is too large to be a run file or transcript.").arg(QDir::toNativeSeparators(path));
    if (file.size() > kMaxFileSize)
        return Result<Run>::failure(tooLarge);
    // In chunks: read(kMaxFileSize + 1) would allocate 256 MiB up front for every file (a
    // sanitized build spends seconds on it; a 32-bit system may not have the room).
    QByteArray data;
    while (data.size() <= kMaxFileSize) {
        const QByteArray chunk = file.read(qMin<qint64>(1 << 20, kMaxFileSize + 1 - data.size()));
        if (chunk.isEmpty())
            break;
        data += chunk;
    }
    if (file.error() != QFileDevice::NoError)
        return Result<Run>::failure(
            tr("Cannot read \"%1\": %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    if (data.size() > kMaxFileSize) // a pipe or /proc file reports size() 0
        return Result<Run>::failure(tooLarge);
    return fromBytes(data);
}

Result<void> Run::save(const QString &path) const
{
    // QSaveFile writes a temporary file beside the target and renames it over the old one only
    // after every byte is on disk: a full disk or a crash leaves the old file as it was.
    QSaveFile file(path);
    const QString shown = QDir::toNativeSeparators(path);
    if (!file.open(QIODevice::WriteOnly))
        return Result<void>::failure(tr("Cannot write \"%1\": %2").arg(shown, file.errorString()));
    // A run holds a Pi's configuration: for its owner only, wherever it is saved.
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QByteArray data = toJsonBytes();
    if (file.write(data) != data.size()) {
        file.cancelWriting();
        return Result<void>::failure(tr("Cannot write \"%1\": %2").arg(shown, file.errorString()));
    }
    if (!file.commit())
        return Result<void>::failure(tr("Cannot write \"%1\": %2").arg(shown, file.errorString()));
    return Result<void>::success();
}

QByteArray Run::toJsonBytes() const
{
    return StrictJson::toBytes(QJsonDocument(toJson()));
}
