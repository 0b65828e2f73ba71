#include "app/keychain/secretstore.h"

#include <qt6keychain/keychain.h>

SecretStore::SecretStore(QString service, QObject *parent) : QObject(parent), m_service(std::move(service)) {}

void SecretStore::read(const QString &key, ReadDone done)
{
    auto *job = new QKeychain::ReadPasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [job, done = std::move(done)] {
        if (job->error() == QKeychain::NoError)
            done(true, job->textData(), QString());
        else if (job->error() == QKeychain::EntryNotFound)
            done(false, QString(), QString());
        else
            done(false, QString(),
                 tr("The system keychain is not available (%1), so the password cannot be remembered.")
                     .arg(job->errorString()));
    });
    job->start();
}

void SecretStore::write(const QString &key, const QString &secret, WriteDone done)
{
    auto *job = new QKeychain::WritePasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(key);
    job->setTextData(secret);
    connect(job, &QKeychain::Job::finished, this, [job, done = std::move(done)] {
        if (job->error() == QKeychain::NoError)
            done(true, QString());
        else
            done(false, tr("The system keychain is not available (%1), so the password cannot be remembered.")
                            .arg(job->errorString()));
    });
    job->start();
}

void SecretStore::remove(const QString &key, WriteDone done)
{
    auto *job = new QKeychain::DeletePasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [job, done = std::move(done)] {
        const bool ok = job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound;
        done(ok, ok ? QString() : job->errorString());
    });
    job->start();
}
