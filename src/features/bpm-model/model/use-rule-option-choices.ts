import { useMemo } from 'react'
import { useDictOptions, DICT_TYPE } from '@/shared/dict'
import {
  useGetSimpleDeptsQuery,
  useGetSimplePostsQuery,
  useGetSimpleUserGroupsQuery,
} from '@/shared/bpm/assign-rule-api'
import { deptTreeOptions, type MultiSelectOption } from '@/shared/bpm/multi-select-field'
import { useGetSimpleRolesQuery, useGetSimpleUsersQuery } from '@/shared/bpm/user-api'

/** The choices of each picker of the rule editor, by rule type (21 shares 20's departments). */
export function useRuleOptionChoices(): Record<number, MultiSelectOption[]> {
  const roles = useGetSimpleRolesQuery().data
  const depts = useGetSimpleDeptsQuery().data
  const posts = useGetSimplePostsQuery().data
  const users = useGetSimpleUsersQuery().data
  const groups = useGetSimpleUserGroupsQuery().data
  const scripts = useDictOptions(DICT_TYPE.BPM_TASK_ASSIGN_SCRIPT, 'number')
  return useMemo(() => {
    const deptOptions = deptTreeOptions(depts ?? [])
    return {
      10: (roles ?? []).map((r) => ({ value: r.id, label: r.name })),
      20: deptOptions,
      21: deptOptions,
      22: (posts ?? []).map((p) => ({ value: p.id, label: p.name })),
      30: (users ?? []).map((u) => ({ value: u.id, label: u.nickname })),
      40: (groups ?? []).map((g) => ({ value: g.id, label: g.name })),
      50: scripts.map((s) => ({ value: Number(s.value), label: s.label })),
    }
  }, [roles, depts, posts, users, groups, scripts])
}

/** What one option of a rule of `type` is called; an id nobody knows is 未知({id}). */
export function ruleOptionLabel(
  choices: Record<number, MultiSelectOption[]>,
  type: number | null | undefined,
  id: number,
): string {
  const found =
    type === null || type === undefined ? undefined : choices[type]?.find((o) => o.value === id)
  return found?.label ?? `未知(${id})`
}
