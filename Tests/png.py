#!/usr/bin/env python3
"""Reads a PNG (8-bit RGB or RGBA, not interlaced) with zlib alone, for tests
that check what was drawn without an image library:

    png.py colors FILE      the number of distinct colours (a blank image has one or two)
    png.py pixel FILE X Y   the red, green and blue of one pixel
"""
import struct
import sys
import zlib


def rows(path):
    data = open(path, 'rb').read()
    pos, chunks = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, ctype = struct.unpack('>IIBB', body[:10])
        if kind == b'IDAT':
            chunks += body
        pos += 12 + length
    raw = zlib.decompress(chunks)
    bpp = {2: 3, 6: 4}[ctype]
    stride = width * bpp
    previous = bytearray(stride)
    for row in range(height):
        kind = raw[row * (stride + 1)]
        line = bytearray(raw[row * (stride + 1) + 1:(row + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        yield [bytes(line[x:x + 3]) for x in range(0, stride, bpp)]
        previous = line


if sys.argv[1] == 'colors':
    print(len({pixel for row in rows(sys.argv[2]) for pixel in row}))
elif sys.argv[1] == 'pixel':
    x, y = int(sys.argv[3]), int(sys.argv[4])
    for number, row in enumerate(rows(sys.argv[2])):
        if number == y:
            print(' '.join(str(v) for v in row[x]))
            break
