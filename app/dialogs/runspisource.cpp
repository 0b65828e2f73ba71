#include "app/dialogs/runspisource.h"

#include "remote/treatment/piidentitycheck.h"

#include <QPointer>

PiRunnerSource onlyTheRunsPi(PiRunnerSource source, const PiIdentity &recorded)
{
    if (!source)
        return {};
    return [source, recorded](QObject *owner, std::function<void(CommandRunner *, const QString &)> ready) {
        QPointer<QObject> guard(owner);
        source(owner, [guard, recorded, ready](CommandRunner *runner, const QString &error) {
            if (!runner || !error.isEmpty() || !guard) {
                ready(runner, error);
                return;
            }
            auto *check = new PiIdentityCheck(runner, guard.data());
            QObject::connect(check, &PiIdentityCheck::finished, guard.data(),
                             [check, runner, ready](PiIdentityCheck::Verdict v, const QString &why) {
                                 check->deleteLater();
                                 if (v == PiIdentityCheck::Verdict::Same)
                                     ready(runner, QString());
                                 else
                                     ready(nullptr, why);
                             });
            check->check(recorded);
        });
    };
}
