#include "CNowCrypto.h"

#if defined(__linux__)
#include <stdio.h>
#include <string.h>

// The OpenSSL 3 entry points the emulator's TLS mode calls, declared here as in CNowCrypto.c, so that the build
// needs only the runtime libssl.so.3 and libcrypto.so.3 and not the libssl-dev headers.
typedef struct evp_pkey_st EVP_PKEY;
typedef struct evp_md_st EVP_MD;
typedef struct x509_st X509;
typedef struct X509_name_st X509_NAME;
typedef struct X509_extension_st X509_EXTENSION;
typedef struct asn1_string_st ASN1_INTEGER;
typedef struct asn1_string_st ASN1_TIME;
typedef struct bio_st BIO;
typedef struct bio_method_st BIO_METHOD;
typedef struct ssl_st SSL;
typedef struct ssl_ctx_st SSL_CTX;
typedef struct ssl_method_st SSL_METHOD;
typedef struct x509_store_st X509_STORE;
typedef struct X509_VERIFY_PARAM_st X509_VERIFY_PARAM;
typedef struct ossl_lib_ctx_st OSSL_LIB_CTX;
typedef int pem_password_cb(char *buf, int size, int rwflag, void *userdata);

// X509V3_CTX is filled by X509V3_set_ctx; it is a handful of pointers, so room for far more is kept here.
typedef struct { void *words[32]; } nowtls_v3_ctx;

extern EVP_PKEY *EVP_PKEY_Q_keygen(OSSL_LIB_CTX *libctx, const char *propq, const char *type, ...);
extern void EVP_PKEY_free(EVP_PKEY *key);
extern const EVP_MD *EVP_sha256(void);
extern X509 *X509_new(void);
extern void X509_free(X509 *x);
extern int X509_set_version(X509 *x, long version);
extern ASN1_INTEGER *X509_get_serialNumber(X509 *x);
extern int ASN1_INTEGER_set(ASN1_INTEGER *a, long v);
extern ASN1_TIME *X509_getm_notBefore(const X509 *x);
extern ASN1_TIME *X509_getm_notAfter(const X509 *x);
extern ASN1_TIME *X509_gmtime_adj(ASN1_TIME *s, long adj);
extern int X509_set_pubkey(X509 *x, EVP_PKEY *key);
extern X509_NAME *X509_get_subject_name(const X509 *x);
extern int X509_set_issuer_name(X509 *x, const X509_NAME *name);
extern int X509_NAME_add_entry_by_txt(X509_NAME *name, const char *field, int type, const unsigned char *bytes,
                                      int len, int loc, int set);
extern void X509V3_set_ctx(void *ctx, X509 *issuer, X509 *subject, void *req, void *crl, int flags);
extern X509_EXTENSION *X509V3_EXT_conf_nid(void *conf, void *ctx, int ext_nid, const char *value);
extern int X509_add_ext(X509 *x, X509_EXTENSION *ex, int loc);
extern void X509_EXTENSION_free(X509_EXTENSION *ex);
extern int X509_sign(X509 *x, EVP_PKEY *pkey, const EVP_MD *md);
extern const BIO_METHOD *BIO_s_mem(void);
extern BIO *BIO_new(const BIO_METHOD *type);
extern BIO *BIO_new_mem_buf(const void *buf, int len);
extern int BIO_free(BIO *a);
extern int BIO_read(BIO *b, void *data, int dlen);
extern int BIO_write(BIO *b, const void *data, int dlen);
extern size_t BIO_ctrl_pending(BIO *b);
extern int PEM_write_bio_X509(BIO *bp, X509 *x);
extern int PEM_write_bio_PrivateKey(BIO *bp, const EVP_PKEY *x, const void *enc, const unsigned char *kstr, int klen,
                                    pem_password_cb *cb, void *u);
extern X509 *PEM_read_bio_X509(BIO *bp, X509 **x, pem_password_cb *cb, void *u);
extern EVP_PKEY *PEM_read_bio_PrivateKey(BIO *bp, EVP_PKEY **x, pem_password_cb *cb, void *u);
extern unsigned long ERR_get_error(void);
extern void ERR_error_string_n(unsigned long e, char *buf, size_t len);
extern void ERR_clear_error(void);
extern const char *X509_verify_cert_error_string(long n);

extern const SSL_METHOD *TLS_server_method(void);
extern const SSL_METHOD *TLS_client_method(void);
extern SSL_CTX *SSL_CTX_new(const SSL_METHOD *method);
extern void SSL_CTX_free(SSL_CTX *ctx);
extern long SSL_CTX_ctrl(SSL_CTX *ctx, int cmd, long larg, void *parg);
extern int SSL_CTX_use_certificate(SSL_CTX *ctx, X509 *x);
extern int SSL_CTX_use_PrivateKey(SSL_CTX *ctx, EVP_PKEY *pkey);
extern int SSL_CTX_check_private_key(const SSL_CTX *ctx);
extern void SSL_CTX_set_verify(SSL_CTX *ctx, int mode, void *callback);
extern X509_STORE *SSL_CTX_get_cert_store(const SSL_CTX *ctx);
extern int X509_STORE_add_cert(X509_STORE *store, X509 *x);
extern SSL *SSL_new(SSL_CTX *ctx);
extern void SSL_free(SSL *ssl);
extern void SSL_set_bio(SSL *s, BIO *rbio, BIO *wbio);
extern BIO *SSL_get_rbio(const SSL *s);
extern BIO *SSL_get_wbio(const SSL *s);
extern void SSL_set_accept_state(SSL *s);
extern void SSL_set_connect_state(SSL *s);
extern long SSL_ctrl(SSL *s, int cmd, long larg, void *parg);
extern X509_VERIFY_PARAM *SSL_get0_param(SSL *s);
extern int X509_VERIFY_PARAM_set1_host(X509_VERIFY_PARAM *param, const char *name, size_t namelen);
extern int X509_VERIFY_PARAM_set1_ip_asc(X509_VERIFY_PARAM *param, const char *ipasc);
extern int SSL_do_handshake(SSL *s);
extern int SSL_read(SSL *ssl, void *buf, int num);
extern int SSL_write(SSL *ssl, const void *buf, int num);
extern int SSL_shutdown(SSL *s);
extern int SSL_get_error(const SSL *s, int ret_code);
extern long SSL_get_verify_result(const SSL *ssl);

enum {
    nid_subject_key_identifier = 82,
    nid_key_usage = 83,
    nid_subject_alt_name = 85,
    nid_basic_constraints = 87,
    nid_authority_key_identifier = 90,
    nid_ext_key_usage = 126,
    nid_name_constraints = 666,
    mbstring_asc = 0x1001,
    ctrl_set_min_proto_version = 123,
    ctrl_set_tlsext_hostname = 55,
    tls1_2_version = 0x0303,
    ssl_error_want_read = 2,
    ssl_error_zero_return = 6,
    ssl_verify_peer = 1,
};

static X509 *read_certificate(const char *pem) {
    BIO *bio = BIO_new_mem_buf(pem, -1);
    if (bio == NULL) return NULL;
    X509 *certificate = PEM_read_bio_X509(bio, NULL, NULL, NULL);
    BIO_free(bio);
    return certificate;
}

static EVP_PKEY *read_key(const char *pem) {
    BIO *bio = BIO_new_mem_buf(pem, -1);
    if (bio == NULL) return NULL;
    EVP_PKEY *key = PEM_read_bio_PrivateKey(bio, NULL, NULL, NULL);
    BIO_free(bio);
    return key;
}

// Copies what `bio` holds into `out` as a NUL-terminated string; 0 when it does not fit.
static int take_text(BIO *bio, char *out, size_t capacity) {
    size_t length = BIO_ctrl_pending(bio);
    if (length == 0 || length >= capacity || length > 0x7fffffff) return 0;
    if (BIO_read(bio, out, (int)length) != (int)length) return 0;
    out[length] = 0;
    return 1;
}

static int add_extension(X509 *certificate, X509 *issuer, int nid, const char *value) {
    nowtls_v3_ctx context;
    memset(&context, 0, sizeof context);
    X509V3_set_ctx(&context, issuer, certificate, NULL, NULL, 0);
    X509_EXTENSION *extension = X509V3_EXT_conf_nid(NULL, &context, nid, value);
    if (extension == NULL) return 0;
    int added = X509_add_ext(certificate, extension, -1);
    X509_EXTENSION_free(extension);
    return added == 1;
}

// What an authority may sign: loopback names only (`localhost` and its subdomains, 127.0.0.0/8, ::1), so that a
// developer who trusts it beyond a test (`curl --cacert`, a system store) trusts it for no other host.
static const char *const loopback_name_constraints =
    "critical,permitted;DNS:localhost,permitted;IP:127.0.0.0/255.0.0.0,"
    "permitted;IP:::1/ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff";

int nowtls_make_certificate(const char *issuerCertificate, const char *issuerKey, const char *commonName,
                            const char *subjectAltNames, long serial, long validSeconds, char *certOut,
                            size_t certCapacity, char *keyOut, size_t keyCapacity) {
    int authority = issuerCertificate == NULL || issuerKey == NULL;
    int ok = 0;
    X509 *issuer = authority ? NULL : read_certificate(issuerCertificate);
    EVP_PKEY *signer = authority ? NULL : read_key(issuerKey);
    EVP_PKEY *key = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256");
    X509 *certificate = X509_new();
    BIO *bio = BIO_new(BIO_s_mem());
    if (key == NULL || certificate == NULL || bio == NULL || (!authority && (issuer == NULL || signer == NULL)))
        goto done;
    X509 *issuerOrSelf = authority ? certificate : issuer;
    X509_NAME *name = X509_get_subject_name(certificate);
    if (X509_set_version(certificate, 2) != 1 || ASN1_INTEGER_set(X509_get_serialNumber(certificate), serial) != 1
        || X509_gmtime_adj(X509_getm_notBefore(certificate), -3600) == NULL
        || X509_gmtime_adj(X509_getm_notAfter(certificate), validSeconds) == NULL
        || X509_set_pubkey(certificate, key) != 1
        || X509_NAME_add_entry_by_txt(name, "O", mbstring_asc, (const unsigned char *)"NowWeb for Swift tests", -1,
                                      -1, 0) != 1
        || X509_NAME_add_entry_by_txt(name, "CN", mbstring_asc, (const unsigned char *)commonName, -1, -1, 0) != 1
        || X509_set_issuer_name(certificate, X509_get_subject_name(issuerOrSelf)) != 1
        || !add_extension(certificate, issuerOrSelf, nid_subject_key_identifier, "hash"))
        goto done;
    if (authority) {
        if (!add_extension(certificate, certificate, nid_basic_constraints, "critical,CA:TRUE,pathlen:0")
            || !add_extension(certificate, certificate, nid_key_usage, "critical,keyCertSign,cRLSign")
            || !add_extension(certificate, certificate, nid_name_constraints, loopback_name_constraints))
            goto done;
    } else {
        if (subjectAltNames == NULL
            || !add_extension(certificate, issuer, nid_basic_constraints, "critical,CA:FALSE")
            || !add_extension(certificate, issuer, nid_key_usage, "critical,digitalSignature")
            || !add_extension(certificate, issuer, nid_ext_key_usage, "serverAuth")
            || !add_extension(certificate, issuer, nid_subject_alt_name, subjectAltNames)
            || !add_extension(certificate, issuer, nid_authority_key_identifier, "keyid:always"))
            goto done;
    }
    if (X509_sign(certificate, authority ? key : signer, EVP_sha256()) <= 0) goto done;
    if (PEM_write_bio_X509(bio, certificate) != 1 || !take_text(bio, certOut, certCapacity)) goto done;
    if (PEM_write_bio_PrivateKey(bio, key, NULL, NULL, 0, NULL, NULL) != 1 || !take_text(bio, keyOut, keyCapacity))
        goto done;
    ok = 1;
done:
    if (bio) BIO_free(bio);
    if (certificate) X509_free(certificate);
    if (key) EVP_PKEY_free(key);
    if (issuer) X509_free(issuer);
    if (signer) EVP_PKEY_free(signer);
    return ok;
}

void *nowtls_server_context(const char *certificate, const char *key) {
    SSL_CTX *context = SSL_CTX_new(TLS_server_method());
    X509 *x509 = read_certificate(certificate);
    EVP_PKEY *pkey = read_key(key);
    int ok = context && x509 && pkey && SSL_CTX_ctrl(context, ctrl_set_min_proto_version, tls1_2_version, NULL) == 1
             && SSL_CTX_use_certificate(context, x509) == 1 && SSL_CTX_use_PrivateKey(context, pkey) == 1
             && SSL_CTX_check_private_key(context) == 1;
    if (x509) X509_free(x509);
    if (pkey) EVP_PKEY_free(pkey);
    if (!ok && context) {
        SSL_CTX_free(context);
        context = NULL;
    }
    return context;
}

void *nowtls_client_context(const char *authority) {
    SSL_CTX *context = SSL_CTX_new(TLS_client_method());
    X509 *x509 = read_certificate(authority);
    int ok = context && x509 && SSL_CTX_ctrl(context, ctrl_set_min_proto_version, tls1_2_version, NULL) == 1
             && X509_STORE_add_cert(SSL_CTX_get_cert_store(context), x509) == 1;
    if (ok) SSL_CTX_set_verify(context, ssl_verify_peer, NULL);
    if (x509) X509_free(x509);
    if (!ok && context) {
        SSL_CTX_free(context);
        context = NULL;
    }
    return context;
}

void nowtls_context_free(void *context) {
    if (context) SSL_CTX_free(context);
}

static int is_ip_address(const char *host) {
    for (const char *c = host; *c; c++)
        if (!((*c >= '0' && *c <= '9') || *c == '.' || *c == ':')) return 0;
    return 1;
}

void *nowtls_session_new(void *context, int server, const char *host) {
    SSL *ssl = SSL_new(context);
    if (ssl == NULL) return NULL;
    BIO *in = BIO_new(BIO_s_mem());
    BIO *out = BIO_new(BIO_s_mem());
    if (in == NULL || out == NULL) {
        if (in) BIO_free(in);
        if (out) BIO_free(out);
        SSL_free(ssl);
        return NULL;
    }
    SSL_set_bio(ssl, in, out);
    if (server) {
        SSL_set_accept_state(ssl);
        return ssl;
    }
    SSL_set_connect_state(ssl);
    X509_VERIFY_PARAM *param = SSL_get0_param(ssl);
    int named = host != NULL
                && (is_ip_address(host) ? X509_VERIFY_PARAM_set1_ip_asc(param, host) == 1
                                        : X509_VERIFY_PARAM_set1_host(param, host, 0) == 1
                                              && SSL_ctrl(ssl, ctrl_set_tlsext_hostname, 0, (void *)host) == 1);
    if (!named) {
        SSL_free(ssl);
        return NULL;
    }
    return ssl;
}

void nowtls_session_free(void *session) {
    if (session) SSL_free(session);
}

int nowtls_session_feed(void *session, const void *bytes, size_t length) {
    if (length > 0x7fffffff) return 0;
    return length == 0 || BIO_write(SSL_get_rbio(session), bytes, (int)length) == (int)length;
}

int nowtls_session_handshake(void *session) {
    ERR_clear_error();
    int result = SSL_do_handshake(session);
    if (result == 1) return 1;
    return SSL_get_error(session, result) == ssl_error_want_read ? 0 : -1;
}

long nowtls_session_read(void *session, void *out, size_t capacity) {
    ERR_clear_error();
    int result = SSL_read(session, out, capacity > 0x7fffffff ? 0x7fffffff : (int)capacity);
    if (result > 0) return result;
    switch (SSL_get_error(session, result)) {
    case ssl_error_want_read: return 0;
    case ssl_error_zero_return: return -1;
    default: return -2;
    }
}

int nowtls_session_write(void *session, const void *bytes, size_t length) {
    if (length == 0) return 1;
    if (length > 0x7fffffff) return 0;
    ERR_clear_error();
    return SSL_write(session, bytes, (int)length) == (int)length;
}

void nowtls_session_close(void *session) {
    ERR_clear_error();
    SSL_shutdown(session);
}

size_t nowtls_session_pending(void *session) { return BIO_ctrl_pending(SSL_get_wbio(session)); }

size_t nowtls_session_take(void *session, void *out, size_t capacity) {
    int count = BIO_read(SSL_get_wbio(session), out, capacity > 0x7fffffff ? 0x7fffffff : (int)capacity);
    return count > 0 ? (size_t)count : 0;
}

void nowtls_session_error(void *session, char *out, size_t capacity) {
    if (capacity == 0) return;
    long verification = session ? SSL_get_verify_result(session) : 0;
    unsigned long code = ERR_get_error();
    char reason[256] = "";
    if (code != 0) ERR_error_string_n(code, reason, sizeof reason);
    if (verification != 0)
        snprintf(out, capacity, "certificate verify failed: %s", X509_verify_cert_error_string(verification));
    else if (code != 0)
        snprintf(out, capacity, "%s", reason);
    else
        snprintf(out, capacity, "the TLS session failed");
}
#else
// Apple platforms: the emulator's TLS mode is not offered there; these are never called.
int nowtls_make_certificate(const char *issuerCertificate, const char *issuerKey, const char *commonName,
                            const char *subjectAltNames, long serial, long validSeconds, char *certOut,
                            size_t certCapacity, char *keyOut, size_t keyCapacity) {
    return 0;
}
void *nowtls_server_context(const char *certificate, const char *key) { return 0; }
void *nowtls_client_context(const char *authority) { return 0; }
void nowtls_context_free(void *context) {}
void *nowtls_session_new(void *context, int server, const char *host) { return 0; }
void nowtls_session_free(void *session) {}
int nowtls_session_feed(void *session, const void *bytes, size_t length) { return 0; }
int nowtls_session_handshake(void *session) { return -1; }
long nowtls_session_read(void *session, void *out, size_t capacity) { return -2; }
int nowtls_session_write(void *session, const void *bytes, size_t length) { return 0; }
void nowtls_session_close(void *session) {}
size_t nowtls_session_pending(void *session) { return 0; }
size_t nowtls_session_take(void *session, void *out, size_t capacity) { return 0; }
void nowtls_session_error(void *session, char *out, size_t capacity) {
    if (capacity) out[0] = 0;
}
#endif
