#include "core/thispc/pcfactsjob.h"

#include "core/thispc/pcfactsreader.h"

PcFactsJob::PcFactsJob(QObject *parent) : QObject(parent), m_reader(&PcFactsReader::collect) {}

void PcFactsJob::start(const QString &piHost)
{
    if (m_thread)
        return;
    auto out = std::make_shared<PcFacts>();
    Reader reader = m_reader;
    m_thread = startWorkThread(
        QStringLiteral("pc facts"), [out, reader, piHost]() { *out = reader(piHost); }, this,
        [this, out]() {
            m_result = *out;
            m_done = true;
            emit finished();
        });
}
