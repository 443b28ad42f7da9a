import { useState } from 'react'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import { useGetDefinitionPageQuery } from '@/shared/bpm/definition-api'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type ToolbarAction,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { DefinitionDiagramDialog } from '../components/definition-diagram-dialog'
import { MODEL_LIST_PATH, STATE_ACTIVE } from '../model/bpm-model-constants'
import { formInfoText, versionLabel } from '../model/model-display'

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
  const list = useListQuery(useGetDefinitionPageQuery, {
    fields: [],
    defaults: { key: processKey },
  })

  const columns: ColumnDef<BpmProcessDefinition>[] = [
    { key: 'id', title: '定义编号', ellipsis: true, width: 280 },
    {
      key: 'name',
      title: '流程名称',
      render: (row) => (
        <Link component="button" type="button" underline="hover" onClick={() => setPreviewing(row)}>
          {row.name}
        </Link>
      ),
    },
    {
      key: 'category',
      title: '流程分类',
      render: (row) => <DictTag type={DICT_TYPE.BPM_MODEL_CATEGORY} value={row.category} />,
    },
    { key: 'form', title: '表单信息', ellipsis: true, render: (row) => formInfoText(row) },
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
