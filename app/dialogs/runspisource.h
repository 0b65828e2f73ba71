#pragma once

#include "app/dialogs/pirunnersource.h"
#include "core/treatment/piidentity.h"

// The way to a run's Pi for the treatment dialogs (issue #34): `source`'s connection is handed on
// only once PiIdentityCheck found the Pi at its end to be the one the run was made on (its host key
// and machine id). Another Pi, or a run that does not say which Pi it came from, ends in `ready`
// with no runner and the reason: nothing else reaches that Pi (one read-only command, the machine
// id's hash, is all it runs).
PiRunnerSource onlyTheRunsPi(PiRunnerSource source, const PiIdentity &recorded);
