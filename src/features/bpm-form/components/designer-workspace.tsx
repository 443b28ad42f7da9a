import { useCallback, useId, type Dispatch, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { FormFieldDefinition, FormFieldType } from '@/shared/form-render'
import { popup } from '@/shared/ui/popups'
import type { DesignerAction, DesignerState } from '../model/designer-state'
import { DesignCanvas } from './design-canvas'
import { FieldPalette } from './field-palette'
import { FieldProperties } from './field-properties'
import { JsonDialog } from './json-dialog'
import { PreviewDialog } from './preview-dialog'

export type SideTab = 'field' | 'form'
export type DesignerDialog = 'preview' | 'json' | null

export interface DesignerWorkspaceProps {
  state: DesignerState
  dispatch: Dispatch<DesignerAction>
  /** The side panel's tab; the page owns it (a failed save turns to the tab at fault). */
  tab: SideTab
  /** Must be stable (a state setter): the canvas handlers depend on it. */
  onTabChange: (tab: SideTab) => void
  /** 表单属性: what the page lets the user set about the form itself. */
  formPanel: ReactNode
  dialog: DesignerDialog
  onDialogClose: () => void
}

/**
 * The designer below a page's toolbar: the palette, the canvas, 字段属性 / 表单属性, and the
 * 预览 and 查看 JSON dialogs. 表单构建 and 表单设计 differ only in their toolbars and forms.
 */
export function DesignerWorkspace({
  state,
  dispatch,
  tab,
  onTabChange,
  formPanel,
  dialog,
  onDialogClose,
}: DesignerWorkspaceProps) {
  const baseId = useId()
  const { fields, conf } = state
  const selected = fields.find((field) => field.id === state.selectedId) ?? null

  // Stable handlers: the canvas cards are memoised and re-render only when their field changes.
  const select = useCallback(
    (id: string) => {
      dispatch({ type: 'fieldSelected', id })
      onTabChange('field')
    },
    [dispatch, onTabChange],
  )
  const addAt = useCallback(
    (type: FormFieldType, index?: number) => {
      dispatch({ type: 'fieldAdded', fieldType: type, index })
      onTabChange('field')
    },
    [dispatch, onTabChange],
  )
  const move = useCallback(
    (id: string, toIndex: number) => dispatch({ type: 'fieldMoved', id, toIndex }),
    [dispatch],
  )
  const dropField = useCallback(
    (id: string, beforeIndex: number) => dispatch({ type: 'fieldDropped', id, beforeIndex }),
    [dispatch],
  )
  const copy = useCallback(
    (id: string) => {
      dispatch({ type: 'fieldCopied', id })
      onTabChange('field')
    },
    [dispatch, onTabChange],
  )
  const remove = useCallback(
    async (field: FormFieldDefinition) => {
      const confirmed = await popup.confirm(`是否确认删除字段"${field.label || field.field}"?`, {
        type: 'warning',
      })
      if (confirmed) dispatch({ type: 'fieldRemoved', id: field.id })
    },
    [dispatch],
  )

  const tabId = (name: SideTab) => `${baseId}-tab-${name}`
  const panelId = (name: SideTab) => `${baseId}-panel-${name}`

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr) 340px' },
          gap: 1.5,
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <FieldPalette onAdd={addAt} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <DesignCanvas
            fields={fields}
            conf={conf}
            selectedId={state.selectedId}
            onSelect={select}
            onAdd={addAt}
            onMove={move}
            onDropField={dropField}
            onCopy={copy}
            onRemove={remove}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: SideTab) => onTabChange(value)}
            variant="fullWidth"
            sx={{ mb: 2, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
          >
            <Tab
              value="field"
              label="字段属性"
              id={tabId('field')}
              aria-controls={panelId('field')}
            />
            <Tab value="form" label="表单属性" id={tabId('form')} aria-controls={panelId('form')} />
          </Tabs>
          <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'field' &&
              (selected ? (
                <FieldProperties
                  key={selected.id}
                  field={selected}
                  others={fields.filter((field) => field.id !== selected.id)}
                  onChange={(patch) => dispatch({ type: 'fieldChanged', id: selected.id, patch })}
                />
              ) : (
                <Box sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>
                  请在画布中选择一个字段
                </Box>
              ))}
            {tab === 'form' && formPanel}
          </Box>
        </Paper>
      </Box>

      <PreviewDialog
        open={dialog === 'preview'}
        fields={fields}
        conf={conf}
        onClose={onDialogClose}
      />
      <JsonDialog open={dialog === 'json'} fields={fields} conf={conf} onClose={onDialogClose} />
    </>
  )
}
