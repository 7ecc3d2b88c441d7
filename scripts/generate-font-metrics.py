#!/usr/bin/env python3
"""Generates the advance widths, kerning and vertical metrics of the faces
text is measured with:

- Sources/AnimationViews/Text/FontMetrics+SanFrancisco.swift: the system
  face (SwiftUI's San Francisco), measured with SF Pro's own metrics: the
  advance widths (hmtx) and the kerning pairs (the GPOS `kern` feature's
  pair adjustments, between printable Latin-1 characters: ASCII and
  U+00A0 to U+00FF) of SF Pro Text
  (text under 20 points) and SF Pro Display (20 points and over), Regular,
  Semibold and Bold, upright and italic. Its vertical metrics are hhea's
  (ascender 1950, descender 494, no line gap, of 2048 units:
  `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287109375). Renderers
  draw it with Inter (SIL Open Font License), each character at the x the
  layout measured.
- Sources/AnimationViews/Text/FontMetrics+Faces.swift: serif and
  monospaced text, Liberation Serif and Mono (metric-compatible with Times
  New Roman and Courier New), from Debian's fonts-liberation.

Only numbers are generated; no font file enters the repository. SF Pro is
Apple's download (https://developer.apple.com/fonts/, "SF Pro"); the
tables here were read from the TrueType files of a public copy,
github.com/Austcool-Walker/San-Francisco-Pro at b2364bbf (December 2020).

Run once when the tables change:
    apt-get install fonts-liberation
    python3 scripts/generate-font-metrics.py /path/to/the/SF-Pro-*.ttf/folder

It reads the TrueType tables itself (head, hhea, OS/2's cap height, cmap
formats 4 and 12, hmtx, GPOS pair adjustment formats 1 and 2), so it needs nothing beyond
Python.
"""
import base64
import os
import struct
import sys

LIBERATION = "/usr/share/fonts/truetype/liberation"
FACES = [
    ("serif", "Regular", "LiberationSerif-Regular.ttf"),
    ("serif", "Bold", "LiberationSerif-Bold.ttf"),
    ("serif", "Italic", "LiberationSerif-Italic.ttf"),
    ("serif", "BoldItalic", "LiberationSerif-BoldItalic.ttf"),
    ("mono", "Regular", "LiberationMono-Regular.ttf"),
    ("mono", "Bold", "LiberationMono-Bold.ttf"),
    ("mono", "Italic", "LiberationMono-Italic.ttf"),
    ("mono", "BoldItalic", "LiberationMono-BoldItalic.ttf"),
]
FAMILIES = {"serif": "Liberation Serif", "mono": "Liberation Mono"}
# The system face's tables: (Swift name, SF Pro file).
SAN_FRANCISCO = [
    ("text" + weight + slant, "SF-Pro-Text-%s%s.ttf" % (weight, slant))
    for weight in ("Regular", "Semibold", "Bold") for slant in ("", "Italic")
] + [
    ("display" + weight + slant, "SF-Pro-Display-%s%s.ttf" % (weight, slant))
    for weight in ("Regular", "Semibold", "Bold") for slant in ("", "Italic")
]
SF_OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "AnimationViews", "Text", "FontMetrics+SanFrancisco.swift")
# Latin-1 (the first 256 code points) plus common punctuation and symbols.
EXTRA = [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2030, 0x20AC, 0x2122,
         0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x221E, 0x2248, 0x2260, 0x2264, 0x2265, 0x25CF, 0x2605, 0x2713]
OUTPUT = os.path.join(os.path.dirname(__file__), "..", "Sources", "AnimationViews", "Text", "FontMetrics+Faces.swift")


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    result = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index: 28 + 16 * index])
        result[tag.decode()] = data[offset: offset + length]
    return result


def cmap4(cmap):
    count = struct.unpack(">H", cmap[2:4])[0]
    for index in range(count):
        platform, encoding, offset = struct.unpack(">HHI", cmap[4 + 8 * index: 12 + 8 * index])
        if platform == 3 and encoding == 1:
            sub = cmap[offset:]
            assert struct.unpack(">H", sub[0:2])[0] == 4
            segments = struct.unpack(">H", sub[6:8])[0] // 2
            ends = struct.unpack(">%dH" % segments, sub[14: 14 + 2 * segments])
            base = 16 + 2 * segments
            starts = struct.unpack(">%dH" % segments, sub[base: base + 2 * segments])
            deltas = struct.unpack(">%dh" % segments, sub[base + 2 * segments: base + 4 * segments])
            range_base = base + 4 * segments
            offsets = struct.unpack(">%dH" % segments, sub[range_base: range_base + 2 * segments])
            mapping = {}
            for s in range(segments):
                for code in range(starts[s], ends[s] + 1):
                    if code == 0xFFFF:
                        continue
                    if offsets[s] == 0:
                        glyph = (code + deltas[s]) & 0xFFFF
                    else:
                        at = range_base + 2 * s + offsets[s] + 2 * (code - starts[s])
                        glyph = struct.unpack(">H", sub[at: at + 2])[0]
                        if glyph:
                            glyph = (glyph + deltas[s]) & 0xFFFF
                    if glyph:
                        mapping[code] = glyph
            return mapping
    raise SystemExit("no Unicode BMP cmap")


def face(path):
    data = open(path, "rb").read()
    t = tables(data)
    units = struct.unpack(">H", t["head"][18:20])[0]
    ascender, descender, line_gap = struct.unpack(">hhh", t["hhea"][4:10])
    metrics_count = struct.unpack(">H", t["hhea"][34:36])[0]
    # OS/2's sCapHeight (version 2 and later; 0 when the table lacks it).
    os2 = t.get("OS/2", b"")
    cap_height = struct.unpack(">h", os2[88:90])[0] if len(os2) >= 90 else 0
    hmtx = t["hmtx"]
    advances = [struct.unpack(">H", hmtx[4 * i: 4 * i + 2])[0] for i in range(metrics_count)]
    mapping = cmap4(t["cmap"])

    def advance(code):
        glyph = mapping.get(code)
        if glyph is None:
            return None
        return advances[min(glyph, metrics_count - 1)]

    return units, ascender, descender, line_gap, cap_height, advance


def coverage(table, at):
    fmt, count = struct.unpack(">HH", table[at: at + 4])
    if fmt == 1:
        return list(struct.unpack(">%dH" % count, table[at + 4: at + 4 + 2 * count]))
    glyphs = []
    for index in range(count):
        first, last, _ = struct.unpack(">HHH", table[at + 4 + 6 * index: at + 10 + 6 * index])
        glyphs.extend(range(first, last + 1))
    return glyphs


def class_definition(table, at):
    fmt = struct.unpack(">H", table[at: at + 2])[0]
    classes = {}
    if fmt == 1:
        first, count = struct.unpack(">HH", table[at + 2: at + 6])
        for index, value in enumerate(struct.unpack(">%dH" % count, table[at + 6: at + 6 + 2 * count])):
            classes[first + index] = value
    else:
        count = struct.unpack(">H", table[at + 2: at + 4])[0]
        for index in range(count):
            first, last, value = struct.unpack(">HHH", table[at + 4 + 6 * index: at + 10 + 6 * index])
            for glyph in range(first, last + 1):
                classes[glyph] = value
    return classes


def x_advance(table, at, value_format):
    """The XAdvance of a value record (0 when the record has none)."""
    if not value_format & 4:
        return 0
    skip = bin(value_format & 3).count("1")
    return struct.unpack(">h", table[at + 2 * skip: at + 2 * skip + 2])[0]


def kerning(gpos):
    """A function of two glyphs: the sum over the `kern` feature's lookups
    of the first pair adjustment subtable that covers the first glyph."""
    features, lookups = struct.unpack(">HH", gpos[6:10])
    wanted = set()
    for index in range(struct.unpack(">H", gpos[features: features + 2])[0]):
        tag, offset = struct.unpack(">4sH", gpos[features + 2 + 6 * index: features + 8 + 6 * index])
        if tag == b"kern":
            at = features + offset
            count = struct.unpack(">H", gpos[at + 2: at + 4])[0]
            wanted.update(struct.unpack(">%dH" % count, gpos[at + 4: at + 4 + 2 * count]))
    chains = []
    for lookup_index in sorted(wanted):
        at = lookups + struct.unpack(">H", gpos[lookups + 2 + 2 * lookup_index: lookups + 4 + 2 * lookup_index])[0]
        kind, _, count = struct.unpack(">HHH", gpos[at: at + 6])
        subtables = []
        for index in range(count):
            sub = at + struct.unpack(">H", gpos[at + 6 + 2 * index: at + 8 + 2 * index])[0]
            sub_kind = kind
            if kind == 9:  # extension
                sub_kind, offset = struct.unpack(">HI", gpos[sub + 2: sub + 8])
                sub += offset
            if sub_kind != 2:
                continue
            fmt, cover, format1, format2 = struct.unpack(">HHHH", gpos[sub: sub + 8])
            size = 2 * (bin(format1).count("1") + bin(format2).count("1"))
            covered = coverage(gpos, sub + cover)
            if fmt == 1:
                pairs = {}
                for index_in_coverage, first in enumerate(covered):
                    pair_set = sub + struct.unpack(">H", gpos[sub + 10 + 2 * index_in_coverage: sub + 12 + 2 * index_in_coverage])[0]
                    for record in range(struct.unpack(">H", gpos[pair_set: pair_set + 2])[0]):
                        at_record = pair_set + 2 + record * (2 + size)
                        second = struct.unpack(">H", gpos[at_record: at_record + 2])[0]
                        pairs[(first, second)] = x_advance(gpos, at_record + 2, format1)
                subtables.append(("pairs", set(covered), pairs))
            else:
                first_classes = class_definition(gpos, sub + struct.unpack(">H", gpos[sub + 8: sub + 10])[0])
                second_classes = class_definition(gpos, sub + struct.unpack(">H", gpos[sub + 10: sub + 12])[0])
                second_count = struct.unpack(">H", gpos[sub + 14: sub + 16])[0]
                subtables.append(("classes", set(covered), (first_classes, second_classes, second_count, sub + 16, size, format1)))
        chains.append(subtables)

    def adjustment(first, second):
        total = 0
        for subtables in chains:
            for kind, covered, data in subtables:
                if first not in covered:
                    continue
                if kind == "pairs":
                    if (first, second) not in data:
                        continue  # a pair list without the pair: the next subtable decides
                    total += data[(first, second)]
                else:
                    first_classes, second_classes, second_count, records, size, format1 = data
                    row = first_classes.get(first, 0) * second_count + second_classes.get(second, 0)
                    total += x_advance(gpos, records + row * size, format1)
                break
        return total

    return adjustment


def table(name, doc, family, folder, filename, kerning=None):
    """One face's `static let`, as Swift lines: its advances (and kerning)."""
    units, ascender, descender, line_gap, cap_height, advance = face(os.path.join(folder, filename))
    latin = [advance(code) or 0 for code in range(32, 256)]
    extra = [(code, advance(code)) for code in EXTRA if advance(code)]
    lines = ["    /// %s" % doc, "    static let %s = FontMetrics(" % name]
    lines.append("        family: \"%s\", unitsPerEm: %d, ascender: %d, descender: %d, lineGap: %d, capHeight: %d," % (
        family, units, ascender, -descender, line_gap, cap_height))
    lines.append("        latin: [")
    for start in range(0, len(latin), 16):
        lines.append("            " + ", ".join(str(v) for v in latin[start: start + 16]) + ",")
    lines.append("        ],")
    extras = "        extra: [" + ", ".join("(0x%04X, %d)" % pair for pair in extra) + "]"
    if kerning is None:
        lines.append(extras + ")")
        return lines
    lines.append(extras + ",")
    lines.append("        kerning: \"\"\"")
    for start in range(0, len(kerning), 100):
        lines.append("            " + kerning[start: start + 100])
    lines.append("            \"\"\")")
    return lines


def san_francisco(folder):
    """The system face's tables, as Swift."""
    printable = [code for code in range(32, 256) if code < 127 or code >= 160]
    lines = [
        "// Generated by scripts/generate-font-metrics.py from SF Pro's advance widths",
        "// and kerning (numbers only; see the script). Do not edit.",
        "",
        "extension FontMetrics {",
    ]
    for name, filename in SAN_FRANCISCO:
        data = open(os.path.join(folder, filename), "rb").read()
        t = tables(data)
        mapping = cmap4(t["cmap"])
        adjustment = kerning(t["GPOS"])
        packed = b""
        for first in printable:
            for second in printable:
                value = adjustment(mapping.get(first, 0), mapping.get(second, 0))
                if value:
                    packed += struct.pack(">BBh", first, second, value)
        doc = "SF Pro %s (%s): %d kerning pairs." % (name, filename, len(packed) // 4)
        lines += table(name, doc, "Inter", folder, filename, base64.b64encode(packed).decode())
    lines.append("}")
    return lines


def main():
    if len(sys.argv) < 2:
        raise SystemExit("usage: generate-font-metrics.py <folder of SF Pro's SF-Pro-Text-*.ttf and SF-Pro-Display-*.ttf>")
    with open(SF_OUTPUT, "w") as out:
        out.write("\n".join(san_francisco(sys.argv[1])) + "\n")
    print("wrote", os.path.normpath(SF_OUTPUT))
    lines = [
        "// Generated by scripts/generate-font-metrics.py from Debian's fonts-liberation",
        "// (SIL Open Font License 1.1). Do not edit.",
        "",
        "extension FontMetrics {",
    ]
    for family, style, filename in FACES:
        doc = "%s %s (%s)." % (family.capitalize(), style, filename)
        lines += table(family + style, doc, FAMILIES[family], LIBERATION, filename)
    lines.append("}")
    with open(OUTPUT, "w") as out:
        out.write("\n".join(lines) + "\n")
    print("wrote", os.path.normpath(OUTPUT))


if __name__ == "__main__":
    sys.exit(main())
