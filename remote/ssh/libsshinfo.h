#pragma once

#include <QString>

// The libssh version linked into the app, for Help → About and bug reports.
QString libsshVersion();
