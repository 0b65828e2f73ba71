#pragma once

#include "core/model/facts.h"
#include "core/probe/transcript.h"

// Builds the Facts of a transcript. Each section is read on its own and every fact is offered
// by every section that shows it, the most direct first (sysfs, then ethtool / lsblk / lsusb,
// then dmesg), so a transcript holding only a few pasted outputs still yields what they show.
class FactsBuilder
{
public:
    static Facts build(const Transcript &transcript);
};
