#pragma once

#include <libssh/libssh.h>

#include <memory>

// Owning handles for libssh objects, so every early return frees what it made.
struct SshSessionDeleter
{
    void operator()(ssh_session s) const
    {
        ssh_disconnect(s);
        ssh_free(s);
    }
};
struct SshChannelDeleter
{
    void operator()(ssh_channel c) const { ssh_channel_free(c); }
};
struct SshKeyDeleter
{
    void operator()(ssh_key k) const { ssh_key_free(k); }
};
struct SshCharDeleter
{
    void operator()(char *p) const { ssh_string_free_char(p); }
};
struct SshHashDeleter
{
    void operator()(unsigned char *p) const { ssh_clean_pubkey_hash(&p); }
};

using SshSessionPtr = std::unique_ptr<std::remove_pointer_t<ssh_session>, SshSessionDeleter>;
using SshChannelPtr = std::unique_ptr<std::remove_pointer_t<ssh_channel>, SshChannelDeleter>;
using SshKeyPtr = std::unique_ptr<std::remove_pointer_t<ssh_key>, SshKeyDeleter>;
using SshCharPtr = std::unique_ptr<char, SshCharDeleter>;
using SshHashPtr = std::unique_ptr<unsigned char, SshHashDeleter>;
