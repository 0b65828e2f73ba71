#include "core/store/runstore.h"

#include "core/store/privatefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

RunStore::RunStore(const QString &folder) : m_folder(QDir::cleanPath(folder)) {}

QString RunStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/runs");
}

QString RunStore::fileNameFor(const QDateTime &started, const QString &uuid)
{
    const QDateTime t = (started.isValid() ? started : QDateTime::currentDateTimeUtc()).toUTC();
    return t.toString(QStringLiteral("yyyyMMdd-HHmmss")) + QStringLiteral("Z-") + uuid + QLatin1Char('.') +
           Run::fileSuffix();
}

bool RunStore::isStoreFileName(const QString &fileName)
{
    static const QRegularExpression name(QStringLiteral(
        "^\\d{8}-\\d{6}Z-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.") + Run::fileSuffix() + u'$');
    return name.match(fileName).hasMatch();
}

Result<QString> RunStore::pathOf(const QString &fileName) const
{
    // Names come from the list; refuse anything that could point outside the folder.
    const bool plain = !fileName.isEmpty() && QFileInfo(fileName).fileName() == fileName &&
                       !fileName.startsWith(QLatin1Char('.')) && !fileName.contains(QLatin1Char('/')) &&
                       !fileName.contains(QLatin1Char('\\')) &&
                       fileName.endsWith(QLatin1Char('.') + Run::fileSuffix());
    if (!plain)
        return Result<QString>::failure(tr("\"%1\" is not a run of the history.").arg(fileName));
    return Result<QString>::success(m_folder + QLatin1Char('/') + fileName);
}

RunStore::Entry RunStore::readEntry(const QString &fileName) const
{
    Entry e;
    e.fileName = fileName;
    e.path = m_folder + QLatin1Char('/') + fileName;
    e.modified = QFileInfo(e.path).lastModified().toUTC();
    const auto run = Run::load(e.path);
    if (!run) {
        e.error = run.errorString();
        return e;
    }
    const Run &r = run.value();
    e.readable = true;
    e.started = r.started();
    e.label = r.label();
    e.profileName = r.profileName();
    e.source = r.source();
    e.measurementCount = int(r.measurements().size());
    e.completeness = Completeness::of(r).state;
    e.complete = e.completeness == Completeness::State::Complete;
    for (Measurement::Kind kind : Measurement::allKinds()) {
        const double mbps = r.headlineMbPerSecond(kind);
        if (mbps >= 0)
            e.headline.insert(kind, mbps);
    }
    return e;
}

RunStore::Entry RunStore::cachedEntry(const QString &fileName) const
{
    const QFileInfo info(m_folder + QLatin1Char('/') + fileName);
    const QDateTime modified = info.lastModified();
    const auto it = m_cache.constFind(fileName);
    if (it != m_cache.cend() && it->modified == modified && it->size == info.size())
        return it->entry;
    Entry e = readEntry(fileName);
    if (e.readable)
        m_cache.insert(fileName, CacheSlot{modified, info.size(), e});
    else
        m_cache.remove(fileName);
    return e;
}

QList<RunStore::Entry> RunStore::list() const
{
    const QStringList names =
        QDir(m_folder).entryList({QStringLiteral("*.") + Run::fileSuffix()}, QDir::Files, QDir::Name);
    QList<Entry> entries;
    for (const QString &name : names)
        entries.append(cachedEntry(name));
    // Forget files that are gone, so the cache never outgrows the folder.
    m_cache.removeIf([&](const auto &it) { return !names.contains(it.key()); });
    std::stable_sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        if (a.sortTime() != b.sortTime())
            return a.sortTime() > b.sortTime();
        return a.fileName > b.fileName;
    });
    return entries;
}

QList<RunStore::Entry> RunStore::list(const QString &profileName) const
{
    QList<Entry> entries = list();
    entries.removeIf([&](const Entry &e) { return e.readable && e.profileName != profileName; });
    return entries;
}

Result<QString> RunStore::add(const Run &run)
{
    if (!PrivateFile::makeFolder(m_folder))
        return Result<QString>::failure(
            tr("Cannot create the history folder \"%1\".").arg(QDir::toNativeSeparators(m_folder)));
    QString name;
    do {
        name = fileNameFor(run.started(), QUuid::createUuid().toString(QUuid::WithoutBraces));
    } while (QFile::exists(m_folder + QLatin1Char('/') + name));
    const auto saved = run.save(m_folder + QLatin1Char('/') + name);
    if (!saved)
        return Result<QString>::failure(saved.errorString());
    return Result<QString>::success(name);
}

Result<Run> RunStore::load(const QString &fileName) const
{
    const auto path = pathOf(fileName);
    if (!path)
        return Result<Run>::failure(path.errorString());
    return Run::load(path.value());
}

Result<void> RunStore::relabel(const QString &fileName, const QString &label)
{
    const auto path = pathOf(fileName);
    if (!path)
        return Result<void>::failure(path.errorString());
    auto run = Run::load(path.value());
    if (!run)
        return Result<void>::failure(run.errorString());
    run.value().setLabel(label);
    m_cache.remove(fileName); // a rewrite within the same millisecond and size must not hide the label
    return run.value().save(path.value());
}

Result<void> RunStore::remove(const QString &fileName)
{
    const auto path = pathOf(fileName);
    if (!path)
        return Result<void>::failure(path.errorString());
    m_cache.remove(fileName);
    QFile file(path.value());
    if (!file.exists())
        return Result<void>::failure(tr("The run \"%1\" is no longer in the history.").arg(fileName));
    if (!file.remove())
        return Result<void>::failure(
            tr("Cannot delete \"%1\": %2").arg(QDir::toNativeSeparators(path.value()), file.errorString()));
    return Result<void>::success();
}

Result<QString> RunStore::importFile(const QString &path)
{
    auto run = Run::load(path);
    if (!run)
        return Result<QString>::failure(run.errorString());
    if (run.value().label().isEmpty())
        run.value().setLabel(QFileInfo(path).completeBaseName());
    // Not made on this PC: its profile name is a label from elsewhere, never a link to a saved
    // profile here (docs/design.md "Run file": `imported`; issue #34).
    run.value().setExtraValue(Run::importedKey(), true);
    return add(run.value());
}
