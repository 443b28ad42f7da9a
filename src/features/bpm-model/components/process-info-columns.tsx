import Link from '@mui/material/Link'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import type { ColumnDef } from '@/shared/list-kit'
import { formInfoText, type FormInfoSource } from '../model/model-display'

type ProcessRow = FormInfoSource & { name: string; category?: string | null }

/**
 * 流程名称 (opens the diagram preview), 流程分类 and 表单信息: the columns the model list and the
 * definition list show alike.
 */
export function processInfoColumns<Row extends ProcessRow>(
  onPreview: (row: Row) => void,
): ColumnDef<Row>[] {
  return [
    {
      key: 'name',
      title: '流程名称',
      render: (row) => (
        <Link component="button" type="button" underline="hover" onClick={() => onPreview(row)}>
          {row.name}
        </Link>
      ),
    },
    {
      key: 'category',
      title: '流程分类',
      render: (row) => <DictTag type={DICT_TYPE.BPM_MODEL_CATEGORY} value={row.category} />,
    },
    // Narrow: a business form's create route is long, and at 1440 px every column of the model
    // list must stay clear of the pinned 操作 column (the full text is the cell's title).
    {
      key: 'form',
      title: '表单信息',
      ellipsis: true,
      width: 120,
      render: (row) => formInfoText(row),
    },
  ]
}
