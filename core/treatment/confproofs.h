#pragma once

#include "core/treatment/confedits.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// Proofs that an edit of a configuration file changes exactly what it means to, one grammar each:
// on the PC the edited text is read again with the grammar's parser and compared with the text
// before; on the Pi the service's own parser reads the old file (the change's backup, "$D/files/N")
// and the new one, and the change is kept only when they differ in exactly that (plan.verify; the
// change script rolls back when it fails). Each Pi-side check also passes when the file has the old
// bytes again (a rollback, or the undo's way back), since the same check runs then too.
namespace ConfProofs {

// smb.conf: `testparm -sv` (every setting of every section, as Samba reads it, includes and all) of
// the backup and of `path`; every printed setting that differs must be one of `changed`
// (ConfEdits::SmbEdit::changed) or a synonym, a [global] one also in the shares that inherit it;
// something must differ, and each changed [global] setting must (a share prints only what differs
// from [global], so a share's dropped line may show in neither view). testparm must be there
// (smbPrecheck()).
QString smbVerify(const QString &path, int index, const QStringList &changed);
// Refused before anything changes when the Pi has no testparm: the change could not be proven.
QString smbPrecheck();

// /etc/fstab: the edited text, read again, has the same entries but the type of `mountPoint`'s.
ConfRefusal fstabProof(const QByteArray &before, const QByteArray &after, const QString &mountPoint);
// libmount's own reading (`findmnt --tab-file`) of the backup and of `path`: every entry the same
// but the type of `mountPoint`, which differs; `findmnt --verify` finds no more parse errors.
QString fstabVerify(const QString &path, int index, const QString &mountPoint);

// /etc/exports: the edited text, read again (core/probe/exportsparser.h), has the same exports and
// clients in the same order, each with the same options but "sync"/"async".
ConfRefusal exportsProof(const QByteArray &before, const QByteArray &after);

} // namespace ConfProofs
