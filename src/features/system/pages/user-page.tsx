import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { useResourceScreen } from '@/shared/crud'
import { CrudFormDialog, ListPage, ListView } from '@/shared/list-kit'
import { UserAssignRoleDialog } from '../components/user-assign-role-dialog'
import { UserDeptTree } from '../components/user-dept-tree'
import { UserImportDialog } from '../components/user-import-dialog'
import { UserResetPasswordDialog } from '../components/user-reset-password-dialog'
import type { UserItem } from '../model/user-types'
import { userResource } from '../resources/user-resource'

const TOOLBAR_ORDER = ['create', 'import', 'export']

/** 用户管理 (page key 'system/user/index'): the department tree beside the user list. */
export default function UserPage() {
  const [resetting, setResetting] = useState<UserItem | null>(null)
  const [assigning, setAssigning] = useState<UserItem | null>(null)
  const [importing, setImporting] = useState(false)
  const resource = useMemo(
    () =>
      userResource({
        onResetPassword: setResetting,
        onAssignRoles: setAssigning,
        onImport: () => setImporting(true),
      }),
    [],
  )
  const screen = useResourceScreen(resource)
  const { list } = screen
  // 新增, 导入, 导出: importing sits with adding, as in the other admin consoles.
  const toolbarActions = useMemo(
    () =>
      [...screen.toolbarActions].sort(
        (a, b) => TOOLBAR_ORDER.indexOf(a.key) - TOOLBAR_ORDER.indexOf(b.key),
      ),
    [screen.toolbarActions],
  )

  // A picked department goes into the search draft first; the search runs once the draft holds
  // it (the list searches with the draft of the render it was called in).
  const pickedDept = useRef<string | null>(null)
  const pickDept = useCallback(
    (deptId: number) => {
      pickedDept.current = String(deptId)
      list.setDraftValue('deptId', String(deptId))
    },
    [list],
  )
  useEffect(() => {
    if (pickedDept.current !== null && list.draft.deptId === pickedDept.current) {
      pickedDept.current = null
      list.search()
    }
  }, [list])

  const deptFilter = list.filters.deptId
  const selectedDept =
    typeof deptFilter === 'string' && deptFilter !== '' ? Number(deptFilter) : null

  return (
    <ListPage label={resource.title}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' },
          gap: 2.5,
          alignItems: 'start',
        }}
      >
        <UserDeptTree selectedId={selectedDept} onSelect={pickDept} />
        <Box sx={{ minWidth: 0 }}>
          <ListView
            list={list}
            searchFields={screen.searchFields}
            columns={screen.columns}
            label={resource.tableLabel}
            actions={toolbarActions}
          />
        </Box>
      </Box>
      <CrudFormDialog
        dialog={screen.dialog}
        emptyValues={screen.emptyValues}
        schema={resource.form.schema}
        fields={screen.formFields}
        maxWidth={resource.form.maxWidth}
        onSubmit={screen.save}
      />
      <UserResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <UserAssignRoleDialog user={assigning} onClose={() => setAssigning(null)} />
      <UserImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={list.refresh}
      />
    </ListPage>
  )
}
