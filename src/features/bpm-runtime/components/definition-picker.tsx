import { useState } from 'react'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import type { BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import { definitionApi } from '@/shared/bpm/definition-api'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DataTable, type ColumnDef } from '@/shared/list-kit'
import { STATE_ACTIVE } from '../model/runtime-constants'
import { DefinitionDiagramDialog } from './definition-diagram-dialog'

export interface DefinitionPickerProps {
  onSelect: (definition: BpmProcessDefinition) => void
}

/** Step 1 of 发起流程: the active definitions (latest version of each process), one to pick. */
export function DefinitionPicker({ onSelect }: DefinitionPickerProps) {
  const { data = [], isFetching } = definitionApi.useGetDefinitionListQuery(
    { suspensionState: STATE_ACTIVE },
    // The list changes with every deploy and suspension: opening the page asks again.
    { refetchOnMountOrArgChange: true },
  )
  const [previewing, setPreviewing] = useState<BpmProcessDefinition | null>(null)

  const columns: ColumnDef<BpmProcessDefinition>[] = [
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
    {
      key: 'version',
      title: '流程版本',
      render: (row) => <Chip size="small" color="primary" label={`v${row.version}`} />,
    },
    {
      key: 'description',
      title: '流程描述',
      ellipsis: true,
      render: (row) => row.description ?? '',
    },
    {
      key: 'actions',
      title: '操作',
      hideable: false,
      render: (row) => (
        <Button size="small" variant="text" onClick={() => onSelect(row)}>
          选择
        </Button>
      ),
    },
  ]

  return (
    <>
      <DataTable columns={columns} rows={data} loading={isFetching} label="可发起的流程" />
      {previewing && (
        <DefinitionDiagramDialog
          definitionId={previewing.id}
          name={previewing.name}
          onClose={() => setPreviewing(null)}
        />
      )}
    </>
  )
}
