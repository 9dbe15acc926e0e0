#ifndef CNOWCRYPTO_H
#define CNOWCRYPTO_H

#include <stddef.h>

/// SHA-256 of `length` bytes at `data` into the 32 bytes at `out32`. Returns 1 on success, 0 on failure.
int nowcrypto_sha256(const void *data, size_t length, unsigned char *out32);

/// HMAC-SHA256 of `length` bytes at `data` with `key` into the 32 bytes at `out32`. Returns 1 on success.
int nowcrypto_hmac_sha256(const void *key, size_t keyLength, const void *data, size_t length, unsigned char *out32);

#endif
