import { useState } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { useNavigate } from 'react-router-dom'
import type { TaskAssignRuleOwner } from '@/shared/bpm/assign-rule-api'
import type { BpmModel } from '@/shared/bpm/bpm-types'
import { DICT_TYPE } from '@/shared/dict'
import {
  useDeleteModelMutation,
  useDeployModelMutation,
  useGetModelPageQuery,
  useLazyGetModelQuery,
  useUpdateModelStateMutation,
} from '@/shared/bpm/model-api'
import {
  actionsColumn,
  confirmDelete,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type RowAction,
  type SearchFieldDef,
  type ToolbarAction,
} from '@/shared/list-kit'
import { usePermission } from '@/shared/permissions'
import { popup } from '@/shared/ui/popups'
import { formatDate } from '@/shared/utils'
import { ModelCreateDialog } from '../components/model-create-dialog'
import { ModelDiagramDialog } from '../components/model-diagram-dialog'
import { ModelEditDialog } from '../components/model-edit-dialog'
import { ModelImportDialog } from '../components/model-import-dialog'
import { ModelStateSwitch } from '../components/model-state-switch'
import { processInfoColumns } from '../components/process-info-columns'
import { TaskAssignRuleDialog } from '../components/task-assign-rule-dialog'
import {
  BPM_MODEL_PERMISSIONS,
  definitionsPath,
  designerPath,
  STATE_ACTIVE,
  STATE_SUSPENDED,
  TASK_ASSIGN_RULE_PERMISSIONS,
} from '../model/bpm-model-constants'
import { versionLabel } from '../model/model-display'
import { toEditForm, type EditModelForm } from '../model/model-forms'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'key', label: '流程标识' },
  { kind: 'text', name: 'name', label: '流程名称' },
  { kind: 'dict', name: 'category', label: '流程分类', dictType: DICT_TYPE.BPM_MODEL_CATEGORY },
]

/** 流程模型 (page key 'bpm/model/index', /bpm/manager/model). */
export default function ModelListPage() {
  const navigate = useNavigate()
  const { hasPermi } = usePermission()
  const list = useListQuery(useGetModelPageQuery, { fields: searchFields })
  const [creating, setCreating] = useState(false)
  const [importing, setImporting] = useState(false)
  const [editing, setEditing] = useState<EditModelForm | null>(null)
  const [previewing, setPreviewing] = useState<BpmModel | null>(null)
  const [ruling, setRuling] = useState<TaskAssignRuleOwner | null>(null)
  const [loadModel] = useLazyGetModelQuery()
  const [deployModel] = useDeployModelMutation()
  const [updateModelState] = useUpdateModelStateMutation()
  const [deleteModel] = useDeleteModelMutation()

  const edit = async (row: BpmModel) => {
    try {
      setEditing(toEditForm(await loadModel(row.id).unwrap()))
    } catch {
      // The kernel has shown why the model could not be loaded; nothing to edit.
    }
  }

  const deploy = async (row: BpmModel) => {
    if (!(await popup.confirm('是否部署该流程！！', { type: 'warning' }))) return
    try {
      await deployModel(row.id).unwrap()
    } catch {
      return
    }
    popup.message.success('部署成功')
  }

  const toggleState = async (row: BpmModel) => {
    const definition = row.processDefinition
    if (!definition) return
    const state = definition.suspensionState === STATE_ACTIVE ? STATE_SUSPENDED : STATE_ACTIVE
    const text = state === STATE_ACTIVE ? '激活' : '挂起'
    const confirmed = await popup.confirm(`是否确认${text}流程名字为"${row.name}"的数据项?`, {
      type: 'warning',
    })
    if (!confirmed) return
    try {
      await updateModelState({ id: row.id, state }).unwrap()
    } catch {
      return
    }
    popup.message.success(`${text}成功`)
  }

  const remove = (row: BpmModel) =>
    confirmDelete({
      name: '流程标识',
      label: row.key,
      remove: () => deleteModel(row.id).unwrap(),
    })

  const rowActions: RowAction<BpmModel>[] = [
    {
      key: 'update',
      label: '修改',
      permission: BPM_MODEL_PERMISSIONS.update,
      onClick: (row) => void edit(row),
    },
    {
      key: 'design',
      label: '设计流程',
      permission: BPM_MODEL_PERMISSIONS.update,
      onClick: (row) => navigate(designerPath(row.id)),
    },
    {
      key: 'deploy',
      label: '发布流程',
      permission: BPM_MODEL_PERMISSIONS.deploy,
      onClick: (row) => void deploy(row),
    },
    {
      key: 'rules',
      label: '分配规则',
      permission: TASK_ASSIGN_RULE_PERMISSIONS.query,
      onClick: (row) => setRuling({ modelId: row.id }),
    },
    {
      key: 'definitions',
      label: '流程定义',
      permission: BPM_MODEL_PERMISSIONS.definitions,
      onClick: (row) => navigate(definitionsPath(row.key)),
    },
    {
      key: 'delete',
      label: '删除',
      color: 'error',
      permission: BPM_MODEL_PERMISSIONS.delete,
      onClick: (row) => void remove(row),
    },
  ]

  const canChangeState = hasPermi(BPM_MODEL_PERMISSIONS.update)

  const columns: ColumnDef<BpmModel>[] = [
    { key: 'key', title: '流程标识', nowrap: true },
    ...processInfoColumns<BpmModel>(setPreviewing),
    {
      key: 'createTime',
      title: '创建时间',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
    {
      key: 'processDefinition',
      title: '最新部署的流程定义',
      render: (row) =>
        row.processDefinition ? (
          // Version over deploy time: the column stays narrow enough for the switch and the
          // operations to fit beside it at 1440 px.
          <Box
            sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}
          >
            <Chip
              size="small"
              color="success"
              label={versionLabel(row.processDefinition.version)}
            />
            <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatDate(row.processDefinition.deploymentTime)}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" component="span" color="text.secondary">
            未部署
          </Typography>
        ),
    },
    {
      key: 'suspensionState',
      title: '激活状态',
      render: (row) => (
        <ModelStateSwitch
          model={row}
          canChange={canChangeState}
          onToggle={(model) => void toggleState(model)}
        />
      ),
    },
    // 修改, 设计流程 and 发布流程 inline; 分配规则, 流程定义 and 删除 under 更多.
    actionsColumn(rowActions, { inline: 3 }),
  ]

  const toolbarActions: ToolbarAction[] = [
    {
      key: 'create',
      label: '新建流程',
      icon: <AddIcon />,
      permission: BPM_MODEL_PERMISSIONS.create,
      onClick: () => setCreating(true),
    },
    {
      key: 'import',
      label: '导入流程',
      icon: <UploadFileIcon />,
      color: 'success',
      permission: BPM_MODEL_PERMISSIONS.import,
      onClick: () => setImporting(true),
    },
  ]

  return (
    <ListPage label="流程模型">
      <ListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        actions={toolbarActions}
        label="流程模型列表"
      />
      <ModelCreateDialog open={creating} onClose={() => setCreating(false)} />
      <ModelImportDialog open={importing} onClose={() => setImporting(false)} />
      <ModelEditDialog values={editing} onClose={() => setEditing(null)} />
      {ruling && <TaskAssignRuleDialog owner={ruling} onClose={() => setRuling(null)} />}
      {previewing && (
        <ModelDiagramDialog
          modelId={previewing.id}
          name={previewing.name}
          onClose={() => setPreviewing(null)}
        />
      )}
    </ListPage>
  )
}
