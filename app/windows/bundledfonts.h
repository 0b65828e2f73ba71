#pragma once

// Windows only. A Windows PC need not have a Japanese face installed, and a PDF report in Japanese
// needs one (PdfWriter::fontFamily looks for IPAGothic first), so the installer and the zip ship
// the face in <exe folder>/fonts; this registers every font file there with Qt. Call it once, after
// the Q(Gui)Application exists.
namespace BundledFonts {
int load(); // returns how many files were registered
}
