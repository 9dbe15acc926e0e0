#include "CNowCrypto.h"

#if defined(__linux__)
#include <string.h>

// The few OpenSSL 3 entry points we call, declared here so that the build needs only the runtime
// libcrypto.so.3 (present wherever the toolchain's libcurl is) and not the libssl-dev headers.
typedef struct evp_md_st EVP_MD;
typedef struct engine_st ENGINE;
typedef struct evp_pkey_st EVP_PKEY;
typedef struct evp_md_ctx_st EVP_MD_CTX;
typedef struct evp_pkey_ctx_st EVP_PKEY_CTX;
typedef struct ossl_lib_ctx_st OSSL_LIB_CTX;
typedef struct ECDSA_SIG_st ECDSA_SIG;
typedef struct bignum_st BIGNUM;
extern const EVP_MD *EVP_sha256(void);
extern const EVP_MD *EVP_sha384(void);
extern const EVP_MD *EVP_sha512(void);
extern int EVP_Digest(const void *data, size_t count, unsigned char *md, unsigned int *size, const EVP_MD *type,
                      ENGINE *impl);
extern unsigned char *HMAC(const EVP_MD *evp_md, const void *key, int key_len, const unsigned char *data,
                           size_t data_len, unsigned char *md, unsigned int *md_len);
extern EVP_PKEY *EVP_PKEY_Q_keygen(OSSL_LIB_CTX *libctx, const char *propq, const char *type, ...);
extern void EVP_PKEY_free(EVP_PKEY *key);
extern int i2d_PrivateKey(const EVP_PKEY *a, unsigned char **pp);
extern int i2d_PUBKEY(const EVP_PKEY *a, unsigned char **pp);
extern EVP_PKEY *d2i_AutoPrivateKey(EVP_PKEY **a, const unsigned char **pp, long length);
extern EVP_PKEY *d2i_PUBKEY(EVP_PKEY **a, const unsigned char **pp, long length);
extern EVP_MD_CTX *EVP_MD_CTX_new(void);
extern void EVP_MD_CTX_free(EVP_MD_CTX *ctx);
extern int EVP_DigestSignInit(EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey);
extern int EVP_DigestSign(EVP_MD_CTX *ctx, unsigned char *sigret, size_t *siglen, const unsigned char *tbs,
                          size_t tbslen);
extern int EVP_DigestVerifyInit(EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e,
                                EVP_PKEY *pkey);
extern int EVP_DigestVerify(EVP_MD_CTX *ctx, const unsigned char *sigret, size_t siglen, const unsigned char *tbs,
                            size_t tbslen);
extern ECDSA_SIG *ECDSA_SIG_new(void);
extern void ECDSA_SIG_free(ECDSA_SIG *sig);
extern ECDSA_SIG *d2i_ECDSA_SIG(ECDSA_SIG **sig, const unsigned char **pp, long len);
extern int i2d_ECDSA_SIG(const ECDSA_SIG *sig, unsigned char **pp);
extern void ECDSA_SIG_get0(const ECDSA_SIG *sig, const BIGNUM **pr, const BIGNUM **ps);
extern int ECDSA_SIG_set0(ECDSA_SIG *sig, BIGNUM *r, BIGNUM *s);
extern BIGNUM *BN_bin2bn(const unsigned char *s, int len, BIGNUM *ret);
extern int BN_bn2binpad(const BIGNUM *a, unsigned char *to, int tolen);
extern void BN_free(BIGNUM *a);

int nowcrypto_sha256(const void *data, size_t length, unsigned char *out32) {
    unsigned int size = 0;
    return EVP_Digest(data, length, out32, &size, EVP_sha256(), NULL) == 1 && size == 32;
}

int nowcrypto_hmac_sha256(const void *key, size_t keyLength, const void *data, size_t length, unsigned char *out32) {
    unsigned int size = 0;
    if (keyLength > 0x7fffffff) return 0;
    return HMAC(EVP_sha256(), key, (int)keyLength, data, length, out32, &size) != NULL && size == 32;
}

static const EVP_MD *digest(int bits) {
    switch (bits) {
    case 256: return EVP_sha256();
    case 384: return EVP_sha384();
    case 512: return EVP_sha512();
    default: return NULL;
    }
}

// Writes the DER of `key` (public or private) into `out`; 0 when it does not fit.
static size_t encode(EVP_PKEY *key, int public, unsigned char *out, size_t capacity) {
    int length = public ? i2d_PUBKEY(key, NULL) : i2d_PrivateKey(key, NULL);
    if (length <= 0 || (size_t)length > capacity) return 0;
    unsigned char *cursor = out;
    return (size_t)(public ? i2d_PUBKEY(key, &cursor) : i2d_PrivateKey(key, &cursor));
}

size_t nowcrypto_key_generate(int curve, int rsaBits, unsigned char *out, size_t capacity) {
    EVP_PKEY *key = NULL;
    switch (curve) {
    case 0: key = rsaBits >= 2048 ? EVP_PKEY_Q_keygen(NULL, NULL, "RSA", (size_t)rsaBits) : NULL; break;
    case 256: key = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-256"); break;
    case 384: key = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-384"); break;
    case 521: key = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "P-521"); break;
    default: return 0;
    }
    if (key == NULL) return 0;
    size_t length = encode(key, 0, out, capacity);
    EVP_PKEY_free(key);
    return length;
}

size_t nowcrypto_key_public(const unsigned char *key, size_t keyLength, unsigned char *out, size_t capacity) {
    const unsigned char *cursor = key;
    EVP_PKEY *pair = d2i_AutoPrivateKey(NULL, &cursor, (long)keyLength);
    if (pair == NULL) return 0;
    size_t length = encode(pair, 1, out, capacity);
    EVP_PKEY_free(pair);
    return length;
}

size_t nowcrypto_sign(const unsigned char *key, size_t keyLength, int bits, size_t rawHalf, const void *data,
                      size_t length, unsigned char *out, size_t capacity) {
    const EVP_MD *md = digest(bits);
    const unsigned char *cursor = key;
    EVP_PKEY *pair = md ? d2i_AutoPrivateKey(NULL, &cursor, (long)keyLength) : NULL;
    if (pair == NULL) return 0;
    unsigned char der[1024];
    size_t derLength = sizeof der;
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    int signedOK = ctx && EVP_DigestSignInit(ctx, NULL, md, NULL, pair) == 1
                   && EVP_DigestSign(ctx, NULL, &derLength, data, length) == 1 && derLength <= sizeof der
                   && EVP_DigestSign(ctx, der, &derLength, data, length) == 1;
    EVP_MD_CTX_free(ctx);
    EVP_PKEY_free(pair);
    if (!signedOK) return 0;
    if (rawHalf == 0) {
        if (derLength > capacity) return 0;
        memcpy(out, der, derLength);
        return derLength;
    }
    if (rawHalf * 2 > capacity) return 0;
    const unsigned char *derCursor = der;
    ECDSA_SIG *sig = d2i_ECDSA_SIG(NULL, &derCursor, (long)derLength);
    if (sig == NULL) return 0;
    const BIGNUM *r = NULL, *s = NULL;
    ECDSA_SIG_get0(sig, &r, &s);
    int ok = BN_bn2binpad(r, out, (int)rawHalf) == (int)rawHalf
             && BN_bn2binpad(s, out + rawHalf, (int)rawHalf) == (int)rawHalf;
    ECDSA_SIG_free(sig);
    return ok ? rawHalf * 2 : 0;
}

int nowcrypto_verify(const unsigned char *key, size_t keyLength, int bits, size_t rawHalf, const void *data,
                     size_t length, const unsigned char *signature, size_t signatureLength) {
    const EVP_MD *md = digest(bits);
    unsigned char der[1024];
    const unsigned char *checked = signature;
    size_t checkedLength = signatureLength;
    if (md == NULL) return 0;
    if (rawHalf > 0) {
        if (signatureLength != rawHalf * 2) return 0;
        ECDSA_SIG *sig = ECDSA_SIG_new();
        BIGNUM *r = BN_bin2bn(signature, (int)rawHalf, NULL);
        BIGNUM *s = BN_bin2bn(signature + rawHalf, (int)rawHalf, NULL);
        if (sig == NULL || r == NULL || s == NULL || ECDSA_SIG_set0(sig, r, s) != 1) {
            BN_free(r);
            BN_free(s);
            ECDSA_SIG_free(sig);
            return 0;
        }
        int derLength = i2d_ECDSA_SIG(sig, NULL);
        unsigned char *cursor = der;
        int ok = derLength > 0 && (size_t)derLength <= sizeof der && i2d_ECDSA_SIG(sig, &cursor) == derLength;
        ECDSA_SIG_free(sig);
        if (!ok) return 0;
        checked = der;
        checkedLength = (size_t)derLength;
    }
    const unsigned char *cursor = key;
    EVP_PKEY *public = d2i_PUBKEY(NULL, &cursor, (long)keyLength);
    if (public == NULL) return 0;
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    int valid = ctx && EVP_DigestVerifyInit(ctx, NULL, md, NULL, public) == 1
                && EVP_DigestVerify(ctx, checked, checkedLength, data, length) == 1;
    EVP_MD_CTX_free(ctx);
    EVP_PKEY_free(public);
    return valid;
}
#else
// Apple platforms use CryptoKit from Swift; these are never called there.
int nowcrypto_sha256(const void *data, size_t length, unsigned char *out32) { return 0; }
int nowcrypto_hmac_sha256(const void *key, size_t keyLength, const void *data, size_t length, unsigned char *out32) {
    return 0;
}
size_t nowcrypto_key_generate(int curve, int rsaBits, unsigned char *out, size_t capacity) { return 0; }
size_t nowcrypto_key_public(const unsigned char *key, size_t keyLength, unsigned char *out, size_t capacity) {
    return 0;
}
size_t nowcrypto_sign(const unsigned char *key, size_t keyLength, int bits, size_t rawHalf, const void *data,
                      size_t length, unsigned char *out, size_t capacity) {
    return 0;
}
int nowcrypto_verify(const unsigned char *key, size_t keyLength, int bits, size_t rawHalf, const void *data,
                     size_t length, const unsigned char *signature, size_t signatureLength) {
    return 0;
}
#endif
