import { useId, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldErrors } from 'react-hook-form'
import { useParams } from 'react-router-dom'
import { useClosePage } from '@/shared/routing/close-page'
import { useUnsavedChangesGuard } from '@/shared/routing/leave-guard'
import { usePageTabTitle } from '@/shared/routing/tab-title'
import { popup } from '@/shared/ui/popups'
import {
  useGetCodegenDetailQuery,
  useListCodegenDictTypesQuery,
  useListCodegenMenusQuery,
  useUpdateCodegenMutation,
} from '../api/codegen-api'
import { BasicInfoTab } from '../components/edit/basic-info-tab'
import { ColumnTable } from '../components/edit/column-table'
import { GenerateInfoTab } from '../components/edit/generate-info-tab'
import {
  CODEGEN_LIST_PATH,
  type CodegenDetail,
  type DictTypeSimpleItem,
  type MenuSimpleItem,
} from '../model/codegen-types'
import {
  editFormSchema,
  editFormValues,
  firstTabWithError,
  updateBodyOf,
  type EditFormOutput,
  type EditFormValues,
  type EditTab,
} from '../model/edit-form'

const TAB_LABELS: Record<EditTab, string> = {
  basic: '基本信息',
  columns: '字段信息',
  generate: '生成信息',
}

const NO_MENUS: MenuSimpleItem[] = []
const NO_DICT_TYPES: DictTypeSimpleItem[] = []

function Loading() {
  return (
    <Box sx={{ p: 6, display: 'flex', justifyContent: 'center', gap: 1, alignItems: 'center' }}>
      <CircularProgress size={20} />
      <span>加载中...</span>
    </Box>
  )
}

function Problem({ message }: { message: string }) {
  const closePage = useClosePage()
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => closePage(CODEGEN_LIST_PATH)}>
          返回代码生成
        </Button>
      }
    >
      {message}
    </Alert>
  )
}

interface EditFormProps {
  detail: CodegenDetail
  menus: readonly MenuSimpleItem[]
  dictTypes: readonly DictTypeSimpleItem[]
}

function EditForm({ detail, menus, dictTypes }: EditFormProps) {
  const baseId = useId()
  const closePage = useClosePage()
  const [tab, setTab] = useState<EditTab>('columns')
  const form = useForm<EditFormValues, unknown, EditFormOutput>({
    defaultValues: editFormValues(detail),
    resolver: zodResolver(editFormSchema),
  })
  const { markSaved } = useUnsavedChangesGuard(form.formState.isDirty)
  const [update, updating] = useUpdateCodegenMutation()
  usePageTabTitle(`修改[${detail.table.tableName}]生成配置`)

  const showFirstError = (errors: FieldErrors<EditFormValues>) => {
    const first = firstTabWithError(errors)
    if (!first) return
    // The tab must show (and its fields carry their errors) before one can take the focus.
    flushSync(() => setTab(first))
    document
      .getElementById(`${baseId}-${first}-panel`)
      ?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ?.focus()
  }

  const submit = form.handleSubmit(async (values) => {
    const result = await update(updateBodyOf(values))
    if ('error' in result) return // the kernel has said why; everything typed stays
    popup.message.success('修改成功！')
    markSaved()
    closePage(CODEGEN_LIST_PATH)
  }, showFirstError)

  const panel = (name: EditTab, content: ReactNode) => (
    <Box
      role="tabpanel"
      id={`${baseId}-${name}-panel`}
      aria-labelledby={`${baseId}-${name}-tab`}
      hidden={tab !== name}
      sx={{ pt: 2 }}
    >
      {content}
    </Box>
  )

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }}>
      <Box
        component="form"
        noValidate
        aria-label="修改生成配置"
        onSubmit={(event) => void submit(event)}
      >
        <Tabs value={tab} onChange={(_event, value: EditTab) => setTab(value)}>
          {(Object.keys(TAB_LABELS) as EditTab[]).map((name) => (
            <Tab
              key={name}
              value={name}
              label={TAB_LABELS[name]}
              id={`${baseId}-${name}-tab`}
              aria-controls={`${baseId}-${name}-panel`}
            />
          ))}
        </Tabs>
        {panel('basic', <BasicInfoTab form={form} />)}
        {panel(
          'columns',
          <ColumnTable columns={detail.columns} control={form.control} dictTypes={dictTypes} />,
        )}
        {panel('generate', <GenerateInfoTab form={form} menus={menus} />)}
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 3 }}>
          <Button type="submit" variant="contained" loading={updating.isLoading}>
            提交
          </Button>
          <Button variant="outlined" onClick={() => closePage(CODEGEN_LIST_PATH)}>
            返回
          </Button>
        </Box>
      </Box>
    </Paper>
  )
}

function EditLoader({ tableId }: { tableId: number }) {
  const detail = useGetCodegenDetailQuery(tableId, { refetchOnMountOrArgChange: true })
  const menus = useListCodegenMenusQuery()
  const dictTypes = useListCodegenDictTypesQuery()
  if (detail.isLoading) return <Loading />
  if (!detail.data) {
    const msg = (detail.error as { msg?: string } | undefined)?.msg
    return <Problem message={msg ? `无法加载表定义：${msg}` : `表定义（编号 ${tableId}）不存在`} />
  }
  return (
    <EditForm
      // Read once: a later refetch (a sync from the list) never overwrites what is being typed.
      key={detail.data.table.id}
      detail={detail.data}
      menus={menus.data ?? NO_MENUS}
      dictTypes={dictTypes.data ?? NO_DICT_TYPES}
    />
  )
}

/**
 * 修改生成配置 (page key 'infra/codegen/editTable', /codegen/edit/:tableId), opening on 字段信息.
 * The id is checked here too: anything but digits says so instead of loading.
 */
export default function CodegenEditPage() {
  const { tableId } = useParams()
  const valid = tableId !== undefined && /^\d{1,15}$/.test(tableId)
  return (
    <Box component="section" aria-label="修改生成配置" sx={{ p: 2 }}>
      {valid ? (
        <EditLoader tableId={Number(tableId)} />
      ) : (
        <Problem message={`表编号“${tableId ?? ''}”不正确，应为数字`} />
      )}
    </Box>
  )
}
