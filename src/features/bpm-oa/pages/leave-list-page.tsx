import AddIcon from '@mui/icons-material/Add'
import { useNavigate } from 'react-router-dom'
import { ResourceView, useResourceScreen } from '@/shared/crud'
import { actionsColumn, type RowAction, type ToolbarAction } from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { useCancelLeaveProcessMutation } from '../api/oa-leave-api'
import {
  LEAVE_CREATE_PATH,
  LEAVE_DETAIL_PATH,
  LEAVE_RESULT_RUNNING,
  PROCESS_DETAIL_PATH,
  type OaLeave,
} from '../model/oa-leave-types'
import { leaveResource } from '../resources/leave-resource'

const CREATE = ['bpm:oa-leave:create']
const QUERY = ['bpm:oa-leave:query']

/** Asks why (取消流程 / 请输入取消原因？); null when the user thinks better of it. */
function askCancelReason(): Promise<string | null> {
  return popup.prompt('请输入取消原因？', {
    title: '取消流程',
    type: 'warning',
    confirmText: '确定',
    cancelText: '取消',
    inputPattern: /\S/,
    inputErrorMessage: '取消原因不能为空',
  })
}

/** 请假查询 (page key 'bpm/oa/leave/index'): the caller's leaves, filed, followed and cancelled. */
export default function LeaveListPage() {
  const navigate = useNavigate()
  const screen = useResourceScreen(leaveResource)
  const [cancelProcess] = useCancelLeaveProcessMutation()

  const cancelLeave = async (row: OaLeave) => {
    const reason = await askCancelReason()
    if (reason === null || !row.processInstanceId) return
    const result = await cancelProcess({ processInstanceId: row.processInstanceId, reason })
    if ('error' in result) return
    popup.message.success('取消成功')
  }

  const rowActions: RowAction<OaLeave>[] = [
    {
      key: 'cancel',
      label: '取消请假',
      permission: CREATE,
      hidden: (row) => row.result !== LEAVE_RESULT_RUNNING || !row.processInstanceId,
      onClick: (row) => void cancelLeave(row),
    },
    {
      key: 'detail',
      label: '详情',
      permission: QUERY,
      onClick: (row) => void navigate(`${LEAVE_DETAIL_PATH}?id=${row.id}`),
    },
    {
      key: 'progress',
      label: '审批进度',
      permission: QUERY,
      hidden: (row) => !row.processInstanceId,
      onClick: (row) =>
        void navigate(
          `${PROCESS_DETAIL_PATH}?id=${encodeURIComponent(row.processInstanceId ?? '')}`,
        ),
    },
  ]
  const fileLeave: ToolbarAction = {
    key: 'file-leave',
    label: '发起请假',
    icon: <AddIcon />,
    permission: CREATE,
    onClick: () => void navigate(LEAVE_CREATE_PATH),
  }

  return (
    <ResourceView
      resource={leaveResource}
      screen={{
        ...screen,
        // The kit's 新增 would open its dialog: a leave is filed on its own page instead.
        toolbarActions: [fileLeave, ...screen.toolbarActions.filter((a) => a.key !== 'create')],
        columns: [...leaveResource.columns, actionsColumn(rowActions, { width: 240 })],
      }}
    />
  )
}
