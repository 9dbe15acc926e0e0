#ifndef CNOWCRYPTO_H
#define CNOWCRYPTO_H

#include <stddef.h>

/// SHA-256 of `length` bytes at `data` into the 32 bytes at `out32`. Returns 1 on success, 0 on failure.
int nowcrypto_sha256(const void *data, size_t length, unsigned char *out32);

/// HMAC-SHA256 of `length` bytes at `data` with `key` into the 32 bytes at `out32`. Returns 1 on success.
int nowcrypto_hmac_sha256(const void *key, size_t keyLength, const void *data, size_t length, unsigned char *out32);

/// A new key pair: `curve` 0 for RSA with `rsaBits`, else the NIST curve of that size (256, 384, 521).
/// Writes its private key (`i2d_PrivateKey`: PKCS #1 DER for RSA, SEC 1 for EC) into `out` of `capacity` bytes.
/// Returns the length, 0 on failure.
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

// TLS for the instance emulator's optional HTTPS mode (libssl.so.3), over memory buffers: the caller moves the
// bytes between the socket and the session, so its own timeouts, wake-ups and single writes stay in force.

/// A new certificate and its EC P-256 private key, both PEM, into `certOut` and `keyOut` (NUL-terminated).
/// `issuerCertificate`/`issuerKey` (PEM) sign it; both NULL makes a self-signed certificate authority, whose name
/// constraints permit loopback names only (`localhost`, 127.0.0.0/8, ::1). A leaf
/// names `subjectAltNames` (`IP:127.0.0.1,DNS:localhost`) and is for server authentication. Valid from an hour
/// ago for `validSeconds`. Returns 1 on success, 0 on failure.
int nowtls_make_certificate(const char *issuerCertificate, const char *issuerKey, const char *commonName,
                            const char *subjectAltNames, long serial, long validSeconds, char *certOut,
                            size_t certCapacity, char *keyOut, size_t keyCapacity);

/// A server context presenting `certificate` with `key` (PEM), TLS 1.2 or later; NULL on failure.
void *nowtls_server_context(const char *certificate, const char *key);

/// A client context that trusts only `authority` (PEM) and verifies the peer, TLS 1.2 or later; NULL on failure.
void *nowtls_client_context(const char *authority);

/// Frees a context made by `nowtls_server_context` or `nowtls_client_context`.
void nowtls_context_free(void *context);

/// A session of `context` in the server role, or in the client role checking that the certificate names
/// `host` (an IP address or a DNS name, also sent as SNI). NULL on failure.
void *nowtls_session_new(void *context, int server, const char *host);

/// Frees a session.
void nowtls_session_free(void *session);

/// Hands `length` bytes that arrived from the peer to the session. Returns 1, or 0 on failure.
int nowtls_session_feed(void *session, const void *bytes, size_t length);

/// Advances the handshake: 1 done, 0 more bytes from the peer are needed, -1 failed.
int nowtls_session_handshake(void *session);

/// Decrypts into `out`: the count (> 0), 0 when more bytes from the peer are needed, -1 when the peer closed
/// the session, -2 on failure.
long nowtls_session_read(void *session, void *out, size_t capacity);

/// Encrypts `length` bytes for the peer. Returns 1, or 0 on failure.
int nowtls_session_write(void *session, const void *bytes, size_t length);

/// Queues the session's close_notify for the peer.
void nowtls_session_close(void *session);

/// How many bytes wait to be sent to the peer.
size_t nowtls_session_pending(void *session);

/// Takes up to `capacity` of the bytes waiting for the peer into `out`. Returns the count.
size_t nowtls_session_take(void *session, void *out, size_t capacity);

/// Why the last step of this thread failed (certificate verification first), NUL-terminated into `out`.
void nowtls_session_error(void *session, char *out, size_t capacity);

#endif
