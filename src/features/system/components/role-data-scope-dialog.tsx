import { useMemo, useState } from 'react'
import FormLabel from '@mui/material/FormLabel'
import Typography from '@mui/material/Typography'
import { useGetSimpleDeptsQuery } from '@/shared/bpm/assign-rule-api'
import { DICT_TYPE, DictSelect } from '@/shared/dict'
import { CheckTree, type CheckTreeNode } from '@/shared/tree'
import { popup } from '@/shared/ui/popups'
import { useAssignRoleDataScopeMutation } from '../api/role-api'
import { DATA_SCOPE_DEPT_CUSTOM, type RoleItem } from '../model/role-types'
import { RoleAssignDialog, RoleDialogLoading } from './role-summary'

export interface RoleDataScopeDialogProps {
  /** The role whose data scope is edited; null keeps the dialog closed. */
  role: RoleItem | null
  onClose: () => void
}

/**
 * 数据权限: which users' records the role's holders see (the user list and what is filtered by
 * department). 指定部门 names the departments in a tree.
 */
export function RoleDataScopeDialog({ role, onClose }: RoleDataScopeDialogProps) {
  return role ? <DataScopeForm key={role.id} role={role} onClose={onClose} /> : null
}

function DataScopeForm({ role, onClose }: { role: RoleItem; onClose: () => void }) {
  const depts = useGetSimpleDeptsQuery()
  const [dataScope, setDataScope] = useState<number>(role.dataScope)
  const [deptIds, setDeptIds] = useState<number[]>(role.dataScopeDeptIds)
  const [problem, setProblem] = useState<string | null>(null)
  const [assign, { isLoading: saving }] = useAssignRoleDataScopeMutation()
  const nodes = useMemo<CheckTreeNode[]>(
    () => (depts.data ?? []).map((d) => ({ id: d.id, parentId: d.parentId, label: d.name })),
    [depts.data],
  )
  const custom = dataScope === DATA_SCOPE_DEPT_CUSTOM

  const save = async () => {
    if (custom && deptIds.length === 0) {
      setProblem('请至少选择一个部门')
      return
    }
    const result = await assign({
      roleId: role.id,
      dataScope,
      dataScopeDeptIds: custom ? deptIds : [],
    })
    if ('error' in result) return
    popup.message.success('修改成功')
    onClose()
  }

  return (
    <RoleAssignDialog
      title="数据权限"
      titleId="role-data-scope-title"
      role={role}
      saving={saving}
      onSave={() => void save()}
      onClose={onClose}
    >
      <DictSelect<number>
        type={DICT_TYPE.SYSTEM_DATA_SCOPE}
        valueType="number"
        label="权限范围"
        value={dataScope}
        onChange={(value) => {
          if (value !== null) setDataScope(value)
          setProblem(null)
        }}
        fullWidth
        sx={{ mt: 1 }}
      />
      {custom && (
        <>
          <FormLabel component="div" sx={{ mt: 2, mb: 1 }}>
            权限范围的部门
          </FormLabel>
          {depts.isSuccess ? (
            <CheckTree
              label="权限范围的部门"
              nodes={nodes}
              value={deptIds}
              onChange={(ids) => {
                setDeptIds(ids)
                setProblem(null)
              }}
              includeHalfChecked={false}
              defaultExpandAll
              height={280}
            />
          ) : (
            <RoleDialogLoading />
          )}
          {problem && (
            <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
              {problem}
            </Typography>
          )}
        </>
      )}
    </RoleAssignDialog>
  )
}
