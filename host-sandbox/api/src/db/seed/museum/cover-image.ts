import { deflateSync } from 'node:zlib'

/**
 * Small PNG banners for the seeded activities' covers, drawn here so the repository ships no
 * binary and no picture of anyone: a diagonal gradient between two colours with a light band.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

type Rgb = readonly [number, number, number]

/**
 * A `width` x `height` RGB PNG fading from `from` (left) to `to` (right) with a lighter band
 * across the middle third, like a title strip. Only two distinct rows are computed (the seed
 * runs for every fresh database, so it must stay cheap).
 */
export function bannerPng(from: Rgb, to: Rgb, width = 192, height = 108): Buffer {
  const rowOf = (lighten: number) => {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x += 1) {
      for (let c = 0; c < 3; c += 1) {
        const value = from[c] + ((to[c] - from[c]) * x) / width
        row[1 + x * 3 + c] = Math.round(value + (255 - value) * lighten)
      }
    }
    return row
  }
  const plain = rowOf(0)
  const band = rowOf(0.25)
  const rows = Array.from({ length: height }, (_, y) =>
    y > height / 3 && y < (height * 2) / 3 ? band : plain,
  )
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
