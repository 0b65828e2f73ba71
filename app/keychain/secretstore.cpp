#include "app/keychain/secretstore.h"

#include <qt6keychain/keychain.h>

SecretStore::SecretStore(QString service, QObject *parent) : QObject(parent), m_service(std::move(service)) {}

void SecretStore::noteError(int error)
{
    switch (QKeychain::Error(error)) {
    case QKeychain::NoError:
    case QKeychain::EntryNotFound:
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
    case QKeychain::CouldNotDeleteEntry:
        break;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError: // e.g. no D-Bus session: nothing to remember in
        m_keychainUsable = false;
        break;
    }
}

void SecretStore::keepForSession(const QString &key, const QString &secret)
{
    if (!key.isEmpty() && !secret.isEmpty())
        m_session.insert(key, secret);
}

QString SecretStore::sessionSecret(const QString &key) const
{
    return m_session.value(key);
}

void SecretStore::forgetForSession(const QString &key)
{
    m_session.remove(key);
}

void SecretStore::read(const QString &key, ReadDone done)
{
    auto *job = new QKeychain::ReadPasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, job, done = std::move(done)] {
        noteError(job->error());
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
    connect(job, &QKeychain::Job::finished, this, [this, job, done = std::move(done)] {
        noteError(job->error());
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
