#!/usr/bin/env python3
"""A Figma files-endpoint export with one auto-layout frame holding N children (texts and rectangles in turn),
for the scale benchmark of issue 14: how generate, check and lookup behave on a very wide frame.

usage: gen_wide.py N OUT.json     (deterministic: the same N gives the same bytes)
"""
import sys

def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    with open(out, "w", encoding="utf-8") as f:
        f.write('{"name":"Wide","lastModified":"2026-01-01T00:00:00Z","version":"1","schemaVersion":0,'
                '"components":{},"componentSets":{},"styles":{},'
                '"document":{"id":"0:0","name":"Document","type":"DOCUMENT","children":[{"id":"0:1","name":"Page","type":"CANVAS","children":['
                '{"id":"1:1","name":"Feed","type":"FRAME","layoutMode":"VERTICAL","itemSpacing":8,"paddingLeft":16,"paddingRight":16,'
                '"primaryAxisSizingMode":"AUTO","counterAxisSizingMode":"FIXED",'
                '"absoluteBoundingBox":{"x":0,"y":0,"width":390,"height":%d},"fills":[{"type":"SOLID","color":{"r":1,"g":1,"b":1,"a":1}}],'
                '"children":[' % (count * 28))
        for i in range(count):
            if i:
                f.write(",")
            y = i * 28
            if i % 2 == 0:
                f.write('{"id":"2:%d","name":"Row %d","type":"TEXT","characters":"Row number %d",'
                        '"absoluteBoundingBox":{"x":16,"y":%d,"width":200,"height":20},'
                        '"style":{"fontFamily":"Inter","fontWeight":400,"fontSize":15,"lineHeightPx":20,"letterSpacing":0,"textAlignHorizontal":"LEFT","textAlignVertical":"TOP"},'
                        '"fills":[{"type":"SOLID","color":{"r":0.1,"g":0.1,"b":0.1,"a":1}}]}' % (i, i, i, y))
            else:
                f.write('{"id":"2:%d","name":"Divider %d","type":"RECTANGLE","layoutSizingHorizontal":"FILL",'
                        '"absoluteBoundingBox":{"x":16,"y":%d,"width":358,"height":1},'
                        '"fills":[{"type":"SOLID","color":{"r":0.9,"g":0.9,"b":0.9,"a":1}}]}' % (i, i, y))
        f.write(']}]}]}}\n')

if __name__ == "__main__":
    main()
