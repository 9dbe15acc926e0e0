# Sourced by scripts/apple/real-sdk-pass, scripts/apple/app-pass and scripts/api-baseline: the iOS SDK kit made
# usable by this toolchain, once per machine, in a folder the passes share.
#
#   ios_sdk_setup SDK_DIR CACHE   sets ios_sdk (the working copy), ios_resources, ios_module_cache, ios_sdk_version
#                                 and ios_target, and defines ios_swiftc (swiftc for that target against that SDK)
#
# SDK_DIR is a folder holding an iPhoneOS*.sdk and toolchain/apinotes (Dispatch and os API notes, which Apple's
# toolchains install and Linux toolchains do not), or an iPhoneOS*.sdk itself with the API notes in
# NOWWEB_IOS_APINOTES. IOS_TARGET overrides the triple (default arm64-apple-ios16.0, the package's minimum).

ios_sdk_fail() { printf 'typecheck-apple (real SDK): %s\n' "$*" >&2; exit 1; }

ios_sdk_setup() {
    local sdk_dir="$1" cache="$2" sdk apinotes
    ios_target="${IOS_TARGET:-arm64-apple-ios16.0}"
    [ -d "$sdk_dir" ] || ios_sdk_fail "no such folder: $sdk_dir"
    sdk_dir="$(cd "$sdk_dir" && pwd)"
    case "$sdk_dir" in
        *.sdk) sdk="$sdk_dir"; apinotes="${NOWWEB_IOS_APINOTES:-$(dirname "$sdk_dir")/toolchain/apinotes}" ;;
        *)
            sdk="$(find "$sdk_dir" -maxdepth 1 -name 'iPhoneOS*.sdk' -type d | LC_ALL=C sort | tail -1)"
            apinotes="${NOWWEB_IOS_APINOTES:-$sdk_dir/toolchain/apinotes}"
            ;;
    esac
    [ -n "$sdk" ] && [ -f "$sdk/SDKSettings.json" ] || ios_sdk_fail "$sdk_dir holds no iPhoneOS*.sdk with an SDKSettings.json"
    [ -f "$apinotes/Dispatch.apinotes" ] || ios_sdk_fail "no Dispatch.apinotes in $apinotes (set NOWWEB_IOS_APINOTES)"
    ios_sdk_version="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["Version"])' "$sdk/SDKSettings.json")"

    mkdir -p "$cache"
    cache="$(cd "$cache" && pwd)"
    # A working copy of the SDK: a checkout without symbolic links stores each link as a small file holding its
    # target (WebKit.framework, pthread.h), which the compiler cannot read. The copy turns them back into links.
    ios_sdk="$cache/sdk"
    ios_module_cache="$cache/module-cache"
    if [ ! -f "$cache/sdk.stamp" ] || [ "$(cat "$cache/sdk.stamp")" != "$sdk" ]; then
        rm -rf "$ios_sdk" "$ios_module_cache"
        cp -R "$sdk" "$ios_sdk"
        chmod -R u+w "$ios_sdk"
        local restored file link
        for _ in 1 2 3; do
            restored=0
            while IFS= read -r -d '' file; do
                link="$(tr -d '\0' <"$file")"
                [[ "$link" =~ ^[A-Za-z0-9_.+/-]+$ ]] || continue
                [ -e "$(dirname "$file")/$link" ] || continue
                rm "$file"
                ln -s "$link" "$file"
                restored=$((restored + 1))
            done < <(find "$ios_sdk" -type f -size -256c -print0)
            [ "$restored" -gt 0 ] || break
        done
        printf '%s' "$sdk" >"$cache/sdk.stamp"
    fi
    # The compiler resource folder an iOS target needs: this toolchain's clang headers and shims, and the API notes.
    local swiftc_bin
    swiftc_bin="$(command -v swiftc)" || ios_sdk_fail "no swiftc on PATH"
    ios_toolchain_lib="$(cd "$(dirname "$(readlink -f "$swiftc_bin")")/../lib/swift" && pwd)"
    ios_resources="$cache/resource-dir"
    mkdir -p "$ios_resources/apinotes"
    ln -sfn "$ios_toolchain_lib/clang" "$ios_resources/clang"
    ln -sfn "$ios_toolchain_lib/shims" "$ios_resources/shims"
    cp "$apinotes/"*.apinotes "$ios_resources/apinotes/"
}

# ios_swiftc ARGS...: swiftc for the iOS target against the working copy of the SDK.
ios_swiftc() {
    swiftc -continue-building-after-errors -target "$ios_target" -sdk "$ios_sdk" -resource-dir "$ios_resources" \
        -module-cache-path "$ios_module_cache" "$@"
}

# ios_inputs_key FILE_OR_DIR...: a digest of the toolchain, the target, the SDK and every file named or under a
# folder named (paths and contents), so that a pass whose inputs have not changed can reuse its result.
ios_inputs_key() {
    {
        swiftc --version 2>&1
        printf '%s %s\n' "$ios_target" "$(cat "$(dirname "$ios_sdk")/sdk.stamp")"
        local path
        for path in "$@"; do
            [ -e "$path" ] || { printf 'absent %s\n' "$path"; continue; }
            path="$(realpath "$path")"  # the same inputs, however the caller named them
            find "$path" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
        done
    } | sha256sum | cut -c1-16
}
