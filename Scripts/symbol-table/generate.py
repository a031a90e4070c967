#!/usr/bin/env python3
"""Turns docs/uikit-symbols.tsv into docs/uikit-symbols.md (the readable table) and
Tests/FlipbookQuartzTests/SymbolTableTests.swift (a test that references every entry whose
state is 'works' or 'no visible effect', so that each must compile).

Run from anywhere: python3 Scripts/symbol-table/generate.py (needs `swift format`, which
formats the generated test as the rest of the package).
"""

import csv
import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
TABLE = ROOT / "docs" / "uikit-symbols.tsv"
DOCUMENT = ROOT / "docs" / "uikit-symbols.md"
TEST = ROOT / "Tests" / "FlipbookQuartzTests" / "SymbolTableTests.swift"
COMPILED = {"works", "no visible effect"}

INTRODUCTION = """\
# UIKit and Core Animation members, and what FlipbookQuartz does with each

Generated from [`uikit-symbols.tsv`](uikit-symbols.tsv) by
`Scripts/symbol-table/generate.py`; edit the TSV and run the script.

Each row is a member Apple's SDK headers declare, written as Swift imports it, with the
header and SDK version its list comes from: Apple's headers as published in the
`xybp888/iOS-SDKs` repository (`iPhoneOS<version>.sdk/System/Library/Frameworks/…/Headers`;
the source reads `UIView.h 17.0`), or, for the rows whose source begins
`theos/sdks iPhoneOS16.5.sdk`, in the `theos/sdks` repository's iOS 16.5 SDK. Swift's names
are those `NS_SWIFT_NAME`, `CF_SWIFT_NAME` and the CoreGraphics overlay give (`CGRectGetMidX`
is `rect.midX`, `CGPathAddLineToPoint` is `path.addLine(to:transform:)`).
Members marked `API_UNAVAILABLE(ios)`, deprecated before iOS 13, or in tvOS- or
macCatalyst-only sections are left out, as are those deprecated in iOS 13
(`beginAnimations(_:context:)` and the other `UIView` class methods of the
`DeprecatedAnimations` category).

States:

- **works** — it does what iOS does, in the render.
- **no visible effect** — stored and read back (or, for a hook, never called) because it
  changes nothing a render shows: accessibility, touch exclusivity, drawing hints, a
  `UIBezierPath`'s stroke attributes (used only by `stroke()`, which is not there).
- **unavailable** — declared `@available(*, unavailable)` with a message that points to
  [porting.md](porting.md): iOS code using it fails to compile with that message.

`Tests/FlipbookQuartzTests/SymbolTableTests.swift` (generated) references every **works**
and **no visible effect** row so that each must compile; `SymbolTableConsistencyTests`
checks that each **unavailable** row is declared unavailable in `Sources/FlipbookQuartz`
and that the generated test lists exactly the table's compiled rows.

Covered so far: {covered} (`(global)` rows are global constants and functions; `UIColor`'s
system colours come from UIInterface.h, `CGPoint`, `CGSize` and `CGRect`'s `applying(_:)`
from CGAffineTransform.h, the rest of their members and `CGVector`'s from CGGeometry.h, the
`UIGestureRecognizer` members a subclass overrides from UIGestureRecognizerSubclass.h, and
each `UIView` subclass's `init()`, `init(frame:)` and `init(coder:)`, inherited, from
NSObject.h and UIView.h). Listed for a `UIView` subclass are only the members its own header
declares. Other types (`UIScreenEdgePanGestureRecognizer`, `UIFontDescriptor`,
`UIImage.Configuration`, the subclasses of `UIView` other than `UILabel`, `UIImageView`,
`UIButton` and `UIScrollView`, and those of `CALayer` other than `CATextLayer`) are not
listed yet; of UIGeometry.h, only `UIEdgeInsets` is (not its `NSValue` and `NSCoder`
additions, `UIOffset` or the string conversions); `CGFloat` (CGBase.h) is Foundation's own
number type, with every member Swift gives it.
"""


def rows():
    with TABLE.open(newline="") as file:
        return list(csv.DictReader(file, delimiter="\t"))


def base_name(member):
    """`convert(_:to:) (CGPoint)` → `convert(_:to:)`."""
    return member.split(" ")[0]


def check(row):
    """The Swift expression that compiles only if the member exists."""
    if row["check"]:
        return row["check"]
    kind, name, type_ = row["kind"], base_name(row["member"]), row["type"]
    if kind in ("constant", "function"):
        return f"_ = {name}"
    if name == "init()":
        return f"_ = {type_}()"
    if kind == "initializer":
        return f"_ = {type_}.{name}"
    if kind == "property":
        return f"_ = \\{type_}.{name}"
    if name.endswith("()"):
        name = name[:-2]
    return f"_ = {type_}.{name}"


def entry(row):
    return f"{row['type']}.{row['member']}"


def identifier(type_):
    """`UIView` → `uiView`, `CALayer` → `caLayer`: the leading capitals lowercased."""
    name = re.sub(r"\W", "", type_)
    capitals = len(name) - len(name.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    cut = capitals - 1 if 1 < capitals < len(name) else capitals
    return name[:cut].lower() + name[cut:]


def document(table):
    types = list(dict.fromkeys(row["type"] for row in table))
    out = [INTRODUCTION.format(covered=", ".join(f"`{t}`" for t in types))]
    for type_ in types:
        members = [row for row in table if row["type"] == type_]
        counts = {s: sum(r["state"] == s for r in members) for s in
                  ("works", "no visible effect", "unavailable")}
        out.append(f"\n## {type_}\n")
        out.append(", ".join(f"{n} {s}" for s, n in counts.items()) + "\n")
        out.append("| member | kind | state | source | note |")
        out.append("|---|---|---|---|---|")
        for row in members:
            out.append(
                f"| `{row['member']}` | {row['kind']} | {row['state']} | {row['source']} "
                f"| {row['note']} |")
    return "\n".join(out) + "\n"


def test(table):
    out = [
        "// Generated by Scripts/symbol-table/generate.py from docs/uikit-symbols.tsv: do not",
        "// edit. Each line references one member the table marks 'works' or 'no visible",
        "// effect', so that the file compiles only if every one of them exists.",
        "",
        "import FlipbookQuartz",
        "import Foundation",
        "import Testing",
        "",
        '@Suite("The symbol table\'s members compile")',
        "struct SymbolTableTests {",
    ]
    for type_ in dict.fromkeys(row["type"] for row in table):
        compiled = [r for r in table if r["type"] == type_ and r["state"] in COMPILED]
        out.append(f'  @Test("{type_}\'s members that work or have no visible effect exist")')
        out.append(f"  func {identifier(type_)}() {{")
        for row in compiled:
            out.append(f"    // entry: {entry(row)}")
            out.append(f"    {check(row)}")
        out.append("  }")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    table = rows()
    DOCUMENT.write_text(document(table))
    TEST.write_text(test(table))
    # The package's formatter wraps the few references longer than a line.
    subprocess.run(["swift", "format", "-i", str(TEST)], check=True)


if __name__ == "__main__":
    main()
