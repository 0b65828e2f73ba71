#pragma once

#include <QString>

#include <optional>
#include <utility>

// Errors cross layers as values: either a value or a translated, user-readable message.
// (std::expected is C++23; this is the small part of it we need.)
template <typename T> class Result
{
public:
    static Result success(T value)
    {
        Result r;
        r.m_value = std::move(value);
        return r;
    }
    static Result failure(QString errorString)
    {
        Result r;
        r.m_error = std::move(errorString);
        return r;
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const { return *m_value; }
    T &value() { return *m_value; }
    T takeValue() { return std::move(*m_value); }
    const QString &errorString() const { return m_error; }

private:
    std::optional<T> m_value;
    QString m_error;
};

// For operations that give nothing back but may fail (save, delete, relabel).
template <> class Result<void>
{
public:
    static Result success() { return Result(); }
    static Result failure(QString errorString)
    {
        Result r;
        r.m_failed = true;
        r.m_error = std::move(errorString);
        return r;
    }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const QString &errorString() const { return m_error; }

private:
    bool m_failed = false;
    QString m_error;
};
