#pragma once

#include "core/thispc/pcfacts.h"
#include "core/thread/workerthread.h"

#include <QObject>
#include <QString>

#include <functional>

// Reads this PC's facts (PcFactsReader::collect) on a thread of its own, so the tools' timeouts
// never block the caller's thread; finished() comes in the thread that owns the job. Started at
// the beginning of every run (RunOrchestrator), it is done long before the run ends.
class PcFactsJob : public QObject
{
    Q_OBJECT
public:
    using Reader = std::function<PcFacts(const QString &piHost)>;

    explicit PcFactsJob(QObject *parent = nullptr);
    ~PcFactsJob() override = default; // m_thread waits for the reader (bounded by the tools' timeouts)

    void setReader(Reader reader) { m_reader = std::move(reader); } // tests
    void start(const QString &piHost);
    bool isDone() const { return m_done; }
    PcFacts result() const { return m_result; }

signals:
    void finished();

private:
    Reader m_reader;
    WorkerThreadPtr m_thread;
    PcFacts m_result;
    bool m_done = false;
};
