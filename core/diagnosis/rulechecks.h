#pragma once

#include "core/diagnosis/rule.h"

// The rules by name, one struct per area and one file each (rules_network.cpp, …). They spell no
// finding id: the finding catalogue (core/findings/catalogue.cpp) pairs each rule with its id, its
// plan and its guide, and gives Rules::all() its order.
struct NetworkChecks
{
    RuleCheck link100m;
    RuleCheck sharesUsb2Bus;
    RuleCheck wifi;
    RuleCheck halfDuplex;
    RuleCheck unstableLink;
};
struct StorageChecks
{
    RuleCheck usb2Port;
    RuleCheck usb2Board;
    RuleCheck noUas;
    RuleCheck sdCard;
    RuleCheck slowDisk;
    RuleCheck fuseNtfs;
    RuleCheck fuseExfat;
    RuleCheck storageErrors;
    RuleCheck readOnlyFilesystem;
    RuleCheck encryptionCpu;
    RuleCheck diskHealth; // smartctl / nvme smart-log: failing sectors, damaged transfers, heat
};
struct ServerChecks
{
    RuleCheck serverCpu;
    RuleCheck nfsSync;
    RuleCheck smb1;
    RuleCheck clientMount;
    RuleCheck smbEncryptionCpu;
    RuleCheck clientFuseShare;
    RuleCheck smbSyncAlways;
};
struct SystemChecks
{
    RuleCheck underVoltage;
    RuleCheck throttling;
    RuleCheck governor;
    RuleCheck notAPi;
};
struct PcChecks
{
    RuleCheck pcWifi;
    RuleCheck pcLinkSlow;
    RuleCheck pcSmbSigningCpu;
};
