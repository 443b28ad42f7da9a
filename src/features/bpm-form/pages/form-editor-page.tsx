import { useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ClearAllIcon from '@mui/icons-material/ClearAll'
import DataObjectIcon from '@mui/icons-material/DataObject'
import SaveIcon from '@mui/icons-material/Save'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { usePermission } from '@/shared/permissions'
import { useUnsavedChangesGuard } from '@/shared/routing/leave-guard'
import { popup } from '@/shared/ui/popups'
import {
  DesignerWorkspace,
  type DesignerDialog,
  type SideTab,
} from '../components/designer-workspace'
import { FormSettingsPanel } from '../components/form-settings-panel'
import { useFormDesigner } from '../hooks/use-form-designer'
import type { FormSettings } from '../model/designer-state'
import { FORM_LIST_PATH } from '../model/form-routes'

interface FormDesignerProps {
  formId: number | undefined
  onSaved: () => void
}

function FormDesigner({ formId, onSaved }: FormDesignerProps) {
  const navigate = useNavigate()
  const { hasPermi } = usePermission()
  const designer = useFormDesigner(formId)
  const { state, dispatch } = designer
  const unsaved = useUnsavedChangesGuard(designer.dirty)
  const [tab, setTab] = useState<SideTab>(formId === undefined ? 'form' : 'field')
  const [nameTouched, setNameTouched] = useState(false)
  const [dialog, setDialog] = useState<DesignerDialog>(null)

  const nameError = nameTouched && state.settings.name.trim() === '' ? '表单名不能为空' : null
  const canSave = hasPermi([formId === undefined ? 'bpm:form:create' : 'bpm:form:update'])

  const changeSettings = (patch: Partial<FormSettings>) => {
    if ('name' in patch) setNameTouched(true)
    dispatch({ type: 'settingsChanged', patch })
  }

  const clear = async () => {
    if (state.fields.length === 0) return
    const confirmed = await popup.confirm('是否确认清空所有字段?', { type: 'warning' })
    if (confirmed) dispatch({ type: 'fieldsCleared' })
  }

  const save = async () => {
    const outcome = await designer.save()
    if (outcome.saved) {
      onSaved()
      unsaved.markSaved()
      navigate(FORM_LIST_PATH)
      return
    }
    if (outcome.problem?.settings) {
      setNameTouched(true)
      setTab('form')
    } else if (outcome.problem?.fieldId) {
      setTab('field')
    }
  }

  if (designer.loading) {
    return (
      <Box sx={{ p: 6, display: 'flex', justifyContent: 'center', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} />
        <span>加载中...</span>
      </Box>
    )
  }

  if (designer.loadFailed) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button color="inherit" size="small" onClick={() => void designer.retryLoad()}>
                重试
              </Button>
              <Button color="inherit" size="small" onClick={() => navigate(FORM_LIST_PATH)}>
                返回
              </Button>
            </Box>
          }
        >
          表单加载失败
        </Alert>
      </Box>
    )
  }

  return (
    <Box
      component="section"
      aria-label="表单设计"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, boxSizing: 'border-box' }}
    >
      <Paper
        variant="outlined"
        role="toolbar"
        aria-label="表单设计操作"
        sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(FORM_LIST_PATH)}>
          返回
        </Button>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {formId === undefined
            ? '新增表单'
            : `修改表单${state.settings.name ? `：${state.settings.name}` : ''}`}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<VisibilityIcon />}
          onClick={() => setDialog('preview')}
        >
          预览
        </Button>
        <Button variant="outlined" startIcon={<DataObjectIcon />} onClick={() => setDialog('json')}>
          查看 JSON
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<ClearAllIcon />}
          disabled={state.fields.length === 0}
          onClick={() => void clear()}
        >
          清空
        </Button>
        {canSave && (
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            loading={designer.saving}
            onClick={() => void save()}
          >
            保存
          </Button>
        )}
      </Paper>

      {designer.report.problems.length > 0 && (
        <Alert severity="warning" role="alert">
          <AlertTitle>部分内容无法解析，已保留可解析的字段</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {designer.report.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
          保存后，无法解析的字段将被移除。
        </Alert>
      )}

      <DesignerWorkspace
        state={state}
        dispatch={dispatch}
        tab={tab}
        onTabChange={setTab}
        formPanel={
          <FormSettingsPanel
            settings={state.settings}
            conf={state.conf}
            nameError={nameError}
            onSettingsChange={changeSettings}
            onConfChange={(patch) => dispatch({ type: 'confChanged', patch })}
          />
        }
        dialog={dialog}
        onDialogClose={() => setDialog(null)}
      />
    </Box>
  )
}

function parseId(raw: string | null): number | undefined {
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined
}

/**
 * 表单设计 (page key 'bpm/form/formEditor', /bpm/manager/form/edit?id=): a new form without an id,
 * else the stored one. Keyed on the id so a cached tab opened on another form starts afresh, and
 * renewed after a save so the next 新增 does not reopen the saved design.
 */
export default function FormEditorPage() {
  const [params] = useSearchParams()
  const formId = parseId(params.get('id'))
  const [generation, setGeneration] = useState(0)
  return (
    <FormDesigner
      key={`${formId ?? 'new'}-${generation}`}
      formId={formId}
      onSaved={() => setGeneration((current) => current + 1)}
    />
  )
}
