"""Fill translations into a .ts file from a Python dict file (``T = {english: spanish}``).

    python -m hallstation.devtools.fill_ts FILE.ts TRANSLATIONS.py
"""

from __future__ import annotations

import runpy
import sys
import xml.etree.ElementTree as ET


def fill(ts_file: str, table: dict[str, str]) -> int:
    tree = ET.parse(ts_file)
    n = 0
    for msg in tree.getroot().iter("message"):
        src = msg.findtext("source")
        tr = msg.find("translation")
        if src in table and tr is not None:
            tr.text = table[src]
            tr.attrib.pop("type", None)
            n += 1
    ET.indent(tree, space="    ")
    with open(ts_file, "wb") as fh:
        fh.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(fh, encoding="utf-8", xml_declaration=False)
        fh.write(b"\n")
    return n


if __name__ == "__main__":
    print(fill(sys.argv[1], runpy.run_path(sys.argv[2])["T"]))
