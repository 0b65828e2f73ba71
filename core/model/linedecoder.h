#pragma once

#include <QByteArray>
#include <QString>

// Text pasted from real machines: mostly UTF-8, with now and then a line in Latin-1 or
// Windows-1252 (a file name from an old Samba share, a label typed on Windows, a log line of a
// tool that prints raw bytes). A live run decodes such bytes as U+FFFD and goes on; a paste of the
// same bytes must load too. Each line that is valid UTF-8 is read as UTF-8; any other line as
// Windows-1252 (Latin-1 plus the printable 0x80–0x9F of Windows; the five bytes it leaves
// undefined become U+FFFD). Linear in the input.
namespace LineDecoder {

QString decode(const QByteArray &bytes);

} // namespace LineDecoder
