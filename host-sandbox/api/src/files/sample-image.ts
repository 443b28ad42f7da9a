import { crc32, deflateSync } from 'node:zlib'

/**
 * The image 测试 uploads: a 48x48 PNG (a red square on cream, the museum's colours), drawn here
 * so no binary file has to ship with the sandbox.
 */
function png(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) rows.set(pixel(x, y), start + 1 + x * 3)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

export const SAMPLE_IMAGE: Buffer = png(48, 48, (x, y) =>
  x >= 12 && x < 36 && y >= 12 && y < 36 ? [178, 34, 34] : [250, 240, 220],
)
