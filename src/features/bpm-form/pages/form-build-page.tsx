import { useEffect, useReducer, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ClearAllIcon from '@mui/icons-material/ClearAll'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DataObjectIcon from '@mui/icons-material/DataObject'
import DownloadIcon from '@mui/icons-material/Download'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { saveBlob } from '@/shared/http/download'
import { popup } from '@/shared/ui/popups'
import {
  DesignerWorkspace,
  type DesignerDialog,
  type SideTab,
} from '../components/designer-workspace'
import { FormSettingsPanel } from '../components/form-settings-panel'
import { loadBuildDraft, saveBuildDraft } from '../model/build-draft'
import { designerReducer, EMPTY_SETTINGS, type DesignerState } from '../model/designer-state'
import { buildFormJson, buildReactFile } from '../model/react-export'

/** The designer starts from the work left in this browser (the empty canvas the first time). */
function initialState(): DesignerState {
  const draft = loadBuildDraft()
  return {
    fields: draft.fields,
    selectedId: draft.fields[0]?.id ?? null,
    settings: EMPTY_SETTINGS,
    conf: draft.conf,
  }
}

/**
 * 表单构建 (page key 'infra/build/index'): the BPM form designer's palette, canvas and property
 * panel without a stored form. The design is kept in local storage after every change, so a
 * reload or a later visit continues it; 导出 hands it over as JSON or as a React page.
 */
export default function FormBuildPage() {
  const [state, dispatch] = useReducer(designerReducer, undefined, initialState)
  const [tab, setTab] = useState<SideTab>('field')
  const [dialog, setDialog] = useState<DesignerDialog>(null)
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null)
  const { fields, conf } = state

  useEffect(() => {
    saveBuildDraft({ fields, conf })
  }, [fields, conf])

  const clear = async () => {
    const confirmed = await popup.confirm('确定要清空所有组件吗？', { type: 'warning' })
    if (confirmed) dispatch({ type: 'fieldsCleared' })
  }

  const exportAs = (kind: 'json' | 'react') => {
    setExportAnchor(null)
    if (kind === 'json') {
      saveBlob(new Blob([buildFormJson(fields, conf)], { type: 'application/json' }), 'form.json')
    } else {
      saveBlob(new Blob([buildReactFile(fields, conf)], { type: 'text/plain' }), 'form.tsx')
    }
  }

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(buildReactFile(fields, conf))
      popup.message.success('代码已复制到剪切板，可粘贴。')
    } catch {
      popup.message.error('代码复制失败')
    }
  }

  const empty = fields.length === 0

  return (
    <Box
      component="section"
      aria-label="表单构建"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, boxSizing: 'border-box' }}
    >
      <Paper
        variant="outlined"
        role="toolbar"
        aria-label="表单构建操作"
        sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          表单构建
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
          startIcon={<DownloadIcon />}
          disabled={empty}
          aria-haspopup="menu"
          aria-expanded={exportAnchor ? 'true' : undefined}
          onClick={(event) => setExportAnchor(event.currentTarget)}
        >
          导出
        </Button>
        <Menu
          anchorEl={exportAnchor}
          open={exportAnchor !== null}
          onClose={() => setExportAnchor(null)}
        >
          <MenuItem onClick={() => exportAs('json')}>导出 JSON 文件</MenuItem>
          <MenuItem onClick={() => exportAs('react')}>导出 React 文件</MenuItem>
        </Menu>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          disabled={empty}
          onClick={() => void copyCode()}
        >
          复制代码
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<ClearAllIcon />}
          disabled={empty}
          onClick={() => void clear()}
        >
          清空
        </Button>
      </Paper>

      <DesignerWorkspace
        state={state}
        dispatch={dispatch}
        tab={tab}
        onTabChange={setTab}
        formPanel={
          <FormSettingsPanel
            conf={conf}
            onConfChange={(patch) => dispatch({ type: 'confChanged', patch })}
          />
        }
        dialog={dialog}
        onDialogClose={() => setDialog(null)}
      />
    </Box>
  )
}
