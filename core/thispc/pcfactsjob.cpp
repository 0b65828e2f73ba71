#include "core/thispc/pcfactsjob.h"

#include "core/thispc/pcfactsreader.h"

#include <QThread>

PcFactsJob::PcFactsJob(QObject *parent) : QObject(parent), m_reader(&PcFactsReader::collect) {}

PcFactsJob::~PcFactsJob()
{
    if (m_thread)
        m_thread->wait();
}

void PcFactsJob::start(const QString &piHost)
{
    if (m_thread)
        return;
    auto out = std::make_shared<PcFacts>();
    Reader reader = m_reader;
    m_thread.reset(QThread::create([out, reader, piHost]() { *out = reader(piHost); }));
    connect(m_thread.get(), &QThread::finished, this, [this, out]() {
        m_result = *out;
        m_done = true;
        emit finished();
    });
    m_thread->start();
}
