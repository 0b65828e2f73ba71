#pragma once

#include "core/model/completeness.h"
#include "core/model/measurement.h"
#include "core/model/result.h"
#include "core/model/run.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

// The history of runs: one *.pinasrun file per run in one folder (the app data folder in the
// app, any folder in tests). Every write goes through Run::save (QSaveFile), so a failed write
// never loses a file; a file that cannot be read is listed as unreadable, never hidden and
// never allowed to break the list.
class RunStore
{
    Q_DECLARE_TR_FUNCTIONS(RunStore)

public:
    struct Entry
    {
        QString fileName; // inside folder(): the id used by load/relabel/remove
        QString path;
        bool readable = false;
        QString error;      // why it is unreadable (translated)
        QDateTime started;  // UTC; invalid for an imported transcript
        QDateTime modified; // the file's time, to sort runs without a start time
        QString label;
        QString profileName;
        Run::Source source = Run::Source::RunFile;
        QMap<Measurement::Kind, double> headline; // MB/s per kind that has figures
        int measurementCount = 0;
        bool complete = true; // Completeness::of(run) is Complete
        Completeness::State completeness = Completeness::State::Complete;

        QDateTime sortTime() const { return started.isValid() ? started : modified; }
    };

    explicit RunStore(const QString &folder);
    static QString defaultFolder(); // <app data>/runs

    QString folder() const { return m_folder; }

    // Newest first. With a profile name: that profile's runs, plus the unreadable files (whose
    // profile cannot be known).
    QList<Entry> list() const;
    QList<Entry> list(const QString &profileName) const;

    Result<QString> add(const Run &run); // the new file's name: <started UTC>-<uuid>.pinasrun
    Result<Run> load(const QString &fileName) const;
    Result<void> relabel(const QString &fileName, const QString &label);
    Result<void> remove(const QString &fileName);
    // A run file, a bare transcript or pasted outputs from anywhere on disk, checked by reading
    // it, then stored as a run file of the history. A transcript gets the file's name as label.
    Result<QString> importFile(const QString &path);

    static QString fileNameFor(const QDateTime &started, const QString &uuid);
    // A name fileNameFor gives (a time and a random id): the app's, never words a user typed.
    static bool isStoreFileName(const QString &fileName);

private:
    Result<QString> pathOf(const QString &fileName) const;
    Entry readEntry(const QString &fileName) const;
    Entry cachedEntry(const QString &fileName) const;

    // The history page lists on every filter or language change: a readable file is parsed again
    // only when its time or size changed. Unreadable files are not cached (their error text is in
    // the UI language of the moment, and they are rare).
    struct CacheSlot
    {
        QDateTime modified;
        qint64 size = -1;
        Entry entry;
    };
    mutable QHash<QString, CacheSlot> m_cache;
    QString m_folder;
};
