#include "CNowCrypto.h"

#if defined(__linux__)
// The few OpenSSL 3 entry points we call, declared here so that the build needs only the runtime
// libcrypto.so.3 (present wherever the toolchain's libcurl is) and not the libssl-dev headers.
typedef struct evp_md_st EVP_MD;
typedef struct engine_st ENGINE;
extern const EVP_MD *EVP_sha256(void);
extern int EVP_Digest(const void *data, size_t count, unsigned char *md, unsigned int *size, const EVP_MD *type,
                      ENGINE *impl);
extern unsigned char *HMAC(const EVP_MD *evp_md, const void *key, int key_len, const unsigned char *data,
                           size_t data_len, unsigned char *md, unsigned int *md_len);

int nowcrypto_sha256(const void *data, size_t length, unsigned char *out32) {
    unsigned int size = 0;
    return EVP_Digest(data, length, out32, &size, EVP_sha256(), NULL) == 1 && size == 32;
}

int nowcrypto_hmac_sha256(const void *key, size_t keyLength, const void *data, size_t length, unsigned char *out32) {
    unsigned int size = 0;
    if (keyLength > 0x7fffffff) return 0;
    return HMAC(EVP_sha256(), key, (int)keyLength, data, length, out32, &size) != NULL && size == 32;
}
#else
// Apple platforms use CryptoKit from Swift; these are never called there.
int nowcrypto_sha256(const void *data, size_t length, unsigned char *out32) { return 0; }
int nowcrypto_hmac_sha256(const void *key, size_t keyLength, const void *data, size_t length, unsigned char *out32) {
    return 0;
}
#endif
