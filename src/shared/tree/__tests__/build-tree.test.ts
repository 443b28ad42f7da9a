import { describe, expect, it } from 'vitest'
import { buildTree, flattenTree, parentIds, subtreeIds } from '../build-tree'

const depts = [
  { id: 1, parentId: 0, name: '纪念馆' },
  { id: 2, parentId: 1, name: '信息中心' },
  { id: 3, parentId: 1, name: '票务部' },
  { id: 4, parentId: 3, name: '检票组' },
  { id: 9, parentId: 99, name: '上级已停用' },
]

describe('buildTree', () => {
  it('nests children under their parents in list order and keeps orphans at the top', () => {
    const roots = buildTree(depts)
    expect(roots.map((n) => n.name)).toEqual(['纪念馆', '上级已停用'])
    expect(roots[0].children.map((n) => n.name)).toEqual(['信息中心', '票务部'])
    expect(roots[0].children[1].children.map((n) => n.name)).toEqual(['检票组'])
  })

  it('flattens parents before children, depth first', () => {
    expect(flattenTree(buildTree(depts)).map((n) => n.id)).toEqual([1, 2, 3, 4, 9])
  })

  it('lists the ids that have children', () => {
    expect(parentIds(buildTree(depts))).toEqual([1, 3])
  })

  it('finds a subtree, and survives a cycle', () => {
    expect([...subtreeIds(depts, 3)].sort()).toEqual([3, 4])
    const cyclic = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ]
    expect([...subtreeIds(cyclic, 1)].sort()).toEqual([1, 2])
  })
})
