"""swift-api-digester's dump as a sorted listing, one line per public declaration (internal and package
declarations, which the dump marks isInternal, left out): kind, qualified name, the types it mentions, and its
attributes and flags. Readable in review, and its difference says what changed.

Two kinds of dump entries are folded so that a line is something a reader of the API reads:
- members the compiler synthesises for a conformance (`==`, `hash(into:)`, `hashValue`, `rawValue`,
  `init(rawValue:)`, `allCases`, `RawValue`, `AllCases`; the dump marks them `implicit` or names them
  `__derived_…`) are left out: the conforming type's line lists the conformance, so adding or dropping one
  still changes that line;
- a protocol requirement and the default implementation the module gives it in an extension are one line,
  the requirement's, flagged `hasDefault`: dropping the default still changes that line.

    api-listing.py DUMP.json OUT.txt

Used by scripts/api-baseline for the Linux listing (api/<Module>.txt) and the iOS listing (api/ios/<Module>.txt).
"""
import json, re, sys
source, out_path = sys.argv[1:]
root = json.load(open(source))["ABIRoot"]
skipped = {"usr", "mangledName", "moduleName", "name", "printedName", "declKind", "kind", "children", "isInternal"}

def describe(node):
    parts = []
    # The dump records `throwing` but not `async`; the mangled name does (`Ya` before the function suffix).
    if re.search(r"Ya(K)?(F|FZ|fc|fC)$", node.get("mangledName", "")):
        parts.append("async")
    for key in sorted(set(node) - skipped):
        value = node[key]
        if value is True:
            parts.append(key)
        elif isinstance(value, (str, int)) and value is not False:
            parts.append(f"{key}={value}")
        elif isinstance(value, list) and all(isinstance(item, str) for item in value):
            parts.append(f"{key}=[{','.join(value)}]")
        elif isinstance(value, list):
            names = [item.get("printedName", item.get("name", "")) for item in value if isinstance(item, dict)]
            parts.append(f"{key}=[{','.join(sorted(names))}]")
    return " ".join(parts)

entries = []
def synthesised(node):
    return node.get("implicit") is True or node.get("name", "").startswith("__derived_")

def public_members(node):
    return any("declKind" in child and not child.get("isInternal") and not synthesised(child)
               for child in node.get("children", []))

def flatten(node, path):
    if node.get("isInternal") or synthesised(node):
        return
    # Another module's type that the module only extends with non-public members: nothing of it is this API.
    if node.get("isExternal") and not public_members(node):
        return
    kind = node.get("declKind")
    here = path + [node.get("printedName", node.get("name", ""))] if kind else path
    if kind:
        types = [child.get("printedName", "") for child in node.get("children", []) if "declKind" not in child]
        entries.append((kind, ".".join(here), ", ".join(types), node))
    for child in node.get("children", []):
        if "declKind" in child:
            flatten(child, here)

flatten(root, [])
requirements = {(kind, name, types) for kind, name, types, node in entries if node.get("protocolReq")}
lines = []
for kind, name, types, node in entries:
    if node.get("isFromExtension") and not node.get("protocolReq") and (kind, name, types) in requirements:
        continue  # the default implementation of a requirement: folded into the requirement's line
    flags = describe(node)
    if node.get("protocolReq") and any(
        other_kind == kind and other_name == name and other_types == types and other.get("isFromExtension")
        and not other.get("protocolReq")
        for other_kind, other_name, other_types, other in entries
    ):
        flags += " hasDefault"
    lines.append(f"{kind} {name} : {types} {flags}".rstrip())
with open(out_path, "w") as out:
    out.write("\n".join(sorted(lines)) + "\n")
