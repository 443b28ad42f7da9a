import { idCheckChar } from '../../../../../../src/shared/wire/museum-fields'

/**
 * Made-up visitors for the museum seeds: deterministic (a seeded generator, so every fresh
 * sandbox has the same data), believable, and nobody real. ID numbers use region codes of real
 * districts with made-up birth dates and sequence numbers, so they pass the GB 11643 check;
 * mobile numbers use the 170/171 virtual-operator ranges.
 */

/** mulberry32: a small, fast generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type Random = () => number

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]

export const intBetween = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1))

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏辉宇浩凯健俊帆帅旭宁欣怡梓涵子轩雨婷佳琪思远晨阳博文嘉怡一诺梦瑶志强建国海燕晓东春梅'

/** A Chinese name of two or three characters. */
export function personName(random: Random): string {
  const surname = pick(random, [...SURNAMES])
  const given = [...GIVEN]
  const first = pick(random, given)
  return random() < 0.6 ? `${surname}${first}${pick(random, given)}` : `${surname}${first}`
}

const REGIONS = [
  '320102',
  '320104',
  '320105',
  '320106',
  '320111',
  '320113',
  '320115',
  '110101',
  '110105',
  '310101',
  '310104',
  '330102',
  '340102',
  '370102',
  '420102',
  '440103',
  '510104',
]

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** An 18-character resident ID number with a valid check character, born between the years given. */
export function idNumber(random: Random, fromYear = 1950, toYear = 2012): string {
  const year = intBetween(random, fromYear, toYear)
  const month = intBetween(random, 1, 12)
  const day = intBetween(random, 1, 28)
  const sequence = intBetween(random, 1, 999)
  const first17 = `${pick(random, REGIONS)}${year}${pad(month, 2)}${pad(day, 2)}${pad(sequence, 3)}`
  return `${first17}${idCheckChar(first17)}`
}

/** A mobile number in a virtual-operator range (170/171), matching the contract's pattern. */
export function mobile(random: Random): string {
  return `17${intBetween(random, 0, 1)}${pad(intBetween(random, 0, 99_999_999), 8)}`
}

const DAY_MS = 86_400_000

/** Local midnight of the day `offset` days from the day holding `now`. */
export function dayStart(now: number, offset = 0): number {
  const d = new Date(now)
  d.setHours(0, 0, 0, 0)
  d.setDate(d.getDate() + offset)
  return d.getTime()
}

export { DAY_MS }
