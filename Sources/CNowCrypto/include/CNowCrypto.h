#ifndef CNOWCRYPTO_H
#define CNOWCRYPTO_H

#include <stddef.h>

/// SHA-256 of `length` bytes at `data` into the 32 bytes at `out32`. Returns 1 on success, 0 on failure.
int nowcrypto_sha256(const void *data, size_t length, unsigned char *out32);

/// HMAC-SHA256 of `length` bytes at `data` with `key` into the 32 bytes at `out32`. Returns 1 on success.
int nowcrypto_hmac_sha256(const void *key, size_t keyLength, const void *data, size_t length, unsigned char *out32);

/// A new key pair: `curve` 0 for RSA with `rsaBits`, else the NIST curve of that size (256, 384, 521).
/// Writes its private key (PKCS #8 DER) into `out` of `capacity` bytes. Returns the length, 0 on failure.
size_t nowcrypto_key_generate(int curve, int rsaBits, unsigned char *out, size_t capacity);

/// The public key (SubjectPublicKeyInfo DER) of the private key `key` into `out`. Returns the length or 0.
size_t nowcrypto_key_public(const unsigned char *key, size_t keyLength, unsigned char *out, size_t capacity);

/// Signs `data` with the private key `key` and SHA-`bits` (256, 384, 512): PKCS #1 v1.5 for RSA, and for
/// EC the raw `r || s` of `rawHalf` bytes each, as JSON Web Signatures carry it. Returns the length or 0.
size_t nowcrypto_sign(const unsigned char *key, size_t keyLength, int bits, size_t rawHalf, const void *data,
                      size_t length, unsigned char *out, size_t capacity);

/// Whether `signature` (as `nowcrypto_sign` makes it) is valid for `data` under the public key `key`.
int nowcrypto_verify(const unsigned char *key, size_t keyLength, int bits, size_t rawHalf, const void *data,
                     size_t length, const unsigned char *signature, size_t signatureLength);

#endif
