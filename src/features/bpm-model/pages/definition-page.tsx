import { useState } from 'react'
import Chip from '@mui/material/Chip'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { TaskAssignRuleOwner } from '@/shared/bpm/assign-rule-api'
import type { BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import { useGetDefinitionPageQuery } from '@/shared/bpm/definition-api'
import {
  actionsColumn,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type RowAction,
  type ToolbarAction,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { DefinitionDiagramDialog } from '../components/definition-diagram-dialog'
import { processInfoColumns } from '../components/process-info-columns'
import { TaskAssignRuleDialog } from '../components/task-assign-rule-dialog'
import {
  MODEL_LIST_PATH,
  STATE_ACTIVE,
  TASK_ASSIGN_RULE_PERMISSIONS,
} from '../model/bpm-model-constants'
import { versionLabel } from '../model/model-display'

/**
 * 流程定义 (page key 'bpm/definition/index', /bpm/manager/definition?key=): every deployed version
 * of one process key. Keyed on the key, so a cached tab opened for another key starts afresh.
 */
export default function DefinitionPage() {
  const [searchParams] = useSearchParams()
  const processKey = searchParams.get('key') ?? ''
  return <DefinitionList key={processKey} processKey={processKey} />
}

function DefinitionList({ processKey }: { processKey: string }) {
  const navigate = useNavigate()
  const [previewing, setPreviewing] = useState<BpmProcessDefinition | null>(null)
  const [ruling, setRuling] = useState<TaskAssignRuleOwner | null>(null)
  const list = useListQuery(useGetDefinitionPageQuery, {
    fields: [],
    defaults: { key: processKey },
  })

  // A definition's rules are the copies made when it was deployed: shown, not changed.
  const rowActions: RowAction<BpmProcessDefinition>[] = [
    {
      key: 'rules',
      label: '分配规则',
      permission: TASK_ASSIGN_RULE_PERMISSIONS.query,
      onClick: (row) => setRuling({ processDefinitionId: row.id }),
    },
  ]

  const columns: ColumnDef<BpmProcessDefinition>[] = [
    { key: 'id', title: '定义编号', ellipsis: true, width: 280 },
    ...processInfoColumns<BpmProcessDefinition>(setPreviewing),
    {
      key: 'version',
      title: '版本',
      render: (row) => <Chip size="small" color="success" label={versionLabel(row.version)} />,
    },
    {
      key: 'suspensionState',
      title: '状态',
      render: (row) =>
        row.suspensionState === STATE_ACTIVE ? (
          <Chip size="small" variant="outlined" color="success" label="激活" />
        ) : (
          <Chip size="small" variant="outlined" color="warning" label="挂起" />
        ),
    },
    {
      key: 'deploymentTime',
      title: '部署时间',
      nowrap: true,
      render: (row) => formatDate(row.deploymentTime),
    },
    { key: 'description', title: '定义描述', ellipsis: true, visible: false },
    actionsColumn(rowActions),
  ]

  const actions: ToolbarAction[] = [
    {
      key: 'back',
      label: '返回',
      icon: <ArrowBackIcon />,
      onClick: () => navigate(MODEL_LIST_PATH),
    },
  ]

  return (
    <ListPage label="流程定义">
      <ListView list={list} columns={columns} actions={actions} label="流程定义列表" />
      {ruling && <TaskAssignRuleDialog owner={ruling} onClose={() => setRuling(null)} />}
      {previewing && (
        <DefinitionDiagramDialog
          definitionId={previewing.id}
          name={`${previewing.name}（${versionLabel(previewing.version)}）`}
          onClose={() => setPreviewing(null)}
        />
      )}
    </ListPage>
  )
}
