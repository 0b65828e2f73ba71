#pragma once

// Steps of FactsBuilder::build, one file per area. Internal to core/probe.
#include "core/model/facts.h"
#include "core/probe/transcript.h"

namespace FactsBuild {

// The text of a section, or nullptr when the transcript lacks it.
const QString *text(const Transcript &t, const QString &id);

void board(const Transcript &t, Facts &f);
void usb(const Transcript &t, Facts &f);
UsbDevice &ensureUsbDevice(Facts &f, const QString &path);
void network(const Transcript &t, Facts &f);
void storage(const Transcript &t, Facts &f);
void power(const Transcript &t, Facts &f);
void system(const Transcript &t, Facts &f);
void services(const Transcript &t, Facts &f);
void dmesgEvents(const Transcript &t, Facts &f);

} // namespace FactsBuild
