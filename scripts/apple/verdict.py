"""The verdict of a real-SDK pass (scripts/apple/real-sdk-pass, scripts/apple/app-pass) on a compiler log.

    verdict.py package LOG SDK_VERSION [--brief] --list FILE [--usage-list FILE] --prefix DIR...
    verdict.py app LOG SDK_VERSION --label TEXT [--list FILE...] --prefix DIR...

Each diagnostic is reduced to (file, severity: message): the file relative to the first --prefix folder holding it
(SDK files as SDK/..., files outside every prefix as given), the message without its [#Group] suffix. A list holds
`file glob | severity: message | reason` lines (# starts a comment); the glob is matched against that file with
fnmatch, where `*` also matches `/`. The rule (docs/APPLE.md, "What the SDK's age excuses"): an entry names the
SDK's age as its reason; anything else is fixed.

- package: every diagnostic must be on a list, or the verdict fails; an entry no diagnostic matched is printed as
  a note, to be removed; --brief leaves out the accepted ones. Entries for the stubs' usage files
  (AppleStubs/usage/) are on their own list.
- app: an error fails unless a list has it (then it is printed with its reason); warnings are printed and do not
  fail (a vendor's deprecation in app code is the app's business), with their reason when a list has it.
"""

import fnmatch
import os
import re
import sys

USAGE = "AppleStubs/usage/"


def parse_arguments(argv):
    mode, log_path, sdk_version = argv[1:4]
    options = {"--list": [], "--usage-list": [], "--prefix": [], "--label": [], "--brief": []}
    key = None
    for argument in argv[4:]:
        if argument == "--brief":
            options["--brief"].append(True)
        elif argument in options:
            key = argument
        elif key is None:
            sys.exit(f"verdict.py: unexpected argument {argument}")
        else:
            options[key].append(argument)
    return mode, log_path, sdk_version, options


def read_list(list_path, usage_only):
    entries = []
    if not os.path.exists(list_path):
        sys.exit(f"{list_path}: no such file")
    for number, line in enumerate(open(list_path), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.rstrip("\n").split(" | ")]
        if len(parts) != 3 or not all(parts):
            sys.exit(f"{list_path}:{number}: an entry is 'file glob | severity: message | reason'")
        if not re.match(r"^(error|warning): ", parts[1]):
            sys.exit(f"{list_path}:{number}: the message starts with 'error: ' or 'warning: '")
        if usage_is_named(parts[0]) != usage_only and usage_only is not None:
            where = "files under " + USAGE if usage_only else "no file under " + USAGE
            sys.exit(f"{list_path}:{number}: this list names {where}")
        entries.append({"glob": parts[0], "message": parts[1], "reason": parts[2], "list": list_path, "used": 0})
    return entries


def usage_is_named(glob):
    return glob.startswith(USAGE)


def read_log(log_path, prefixes):
    """(path, line, "severity: message") for each diagnostic of the log, in order."""
    found = []
    for line in open(log_path, errors="replace"):
        line = line.rstrip("\n")
        match = re.match(r"^(\S[^:]*):(\d+):\d+: (error|warning): (.*)$", line) or re.match(
            r"^(<unknown>):(\d+): (error|warning): (.*)$", line)
        if not match:
            continue
        path, number, severity, message = match.groups()
        message = re.sub(r"\s*\[#\w+\]$", "", message)
        if "/" in path and path != "<unknown>":
            path = os.path.abspath(path)
            if re.search(r"/sdk/", path):
                path = re.sub(r"^.*/sdk/", "SDK/", path)
            for prefix in prefixes:
                if path.startswith(prefix):
                    path = path[len(prefix):]
                    break
        found.append((path, number, f"{severity}: {message}"))
    return found


def match(entries, path, message):
    for entry in entries:
        if entry["message"] == message and fnmatch.fnmatchcase(path, entry["glob"]):
            entry["used"] += 1
            return entry
    return None


def package_verdict(found, entries, sdk_version, brief):
    seen = {}
    for path, _, message in found:
        seen[(path, message)] = seen.get((path, message), 0) + 1
    unlisted = []
    for path, message in sorted(seen):
        entry = match(entries, path, message)
        if not (entry and brief):
            print(f"   {'accepted' if entry else 'UNLISTED'}: {path}: {message}")
        if not entry:
            unlisted.append(path)
    for entry in entries:
        if not entry["used"]:
            print(f"   note: accepted but not seen with iOS SDK {sdk_version}: {entry['glob']}: {entry['message']}")
    if unlisted:
        sys.stdout.flush()
        lists = sorted({entry["list"] for entry in entries})
        print(f"typecheck-apple (real SDK): {len(unlisted)} diagnostic(s) not on {' or '.join(lists)}", file=sys.stderr)
        return 1
    print(f"== typecheck-apple (real SDK): package passed: {sum(seen.values())} diagnostic(s), all on the accepted list")
    return 0


def app_verdict(found, entries, label):
    errors = warnings = excused = 0
    for path, number, message in found:
        entry = match(entries, path, message)
        if entry:
            excused += 1
            print(f"   SDK age  {path}:{number}: {message}\n            ({entry['reason']}; {entry['list']})")
        elif message.startswith("error: "):
            errors += 1
            print(f"   FAILS    {path}:{number}: {message}")
        else:
            warnings += 1
            print(f"   passes   {path}:{number}: {message}")
    summary = f"{errors} error(s), {warnings} warning(s), {excused} excused by the SDK's age"
    if errors:
        sys.stdout.flush()
        print(f"typecheck-apple (real SDK): app ({label}) failed: {summary}", file=sys.stderr)
        return 1
    print(f"== typecheck-apple (real SDK): app ({label}) passed: {summary}")
    return 0


def main():
    mode, log_path, sdk_version, options = parse_arguments(sys.argv)
    prefixes = sorted({os.path.abspath(p) + "/" for p in options["--prefix"]}, key=len, reverse=True)
    found = read_log(log_path, prefixes)
    if mode == "package":
        entries = [e for path in options["--list"] for e in read_list(path, False)]
        entries += [e for path in options["--usage-list"] for e in read_list(path, True)]
        return package_verdict(found, entries, sdk_version, bool(options["--brief"]))
    if mode == "app":
        entries = [e for path in options["--list"] for e in read_list(path, None)]
        return app_verdict(found, entries, " ".join(options["--label"]))
    sys.exit(f"verdict.py: unknown mode {mode}")


if __name__ == "__main__":
    sys.exit(main())
