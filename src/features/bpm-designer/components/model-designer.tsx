import { useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { BpmModelDetail } from '@/shared/bpm/bpm-types'
import { useUpdateModelMutation } from '@/shared/bpm/model-api'
import { DEFAULT_DIALECT, detectDialect, type BpmnDialect } from '@/shared/bpmn/dialects'
import {
  fitViewport,
  type CanvasLike,
  type DesignerModeler,
  type ElementRegistryLike,
  type ModdleLike,
  type SelectionLike,
} from '@/shared/bpmn/modeler-types'
import { useUnsavedChangesGuard } from '@/shared/routing/leave-guard'
import { presentError } from '@/shared/http/error-policy'
import type { ApiError } from '@/shared/http/request-types'
import { popup } from '@/shared/ui/popups'
import { useEngineProblems } from '../hooks/use-engine-problems'
import { useLintProblems } from '../hooks/use-lint-problems'
import { useSimulation } from '../hooks/use-simulation'
import { useXmlEmitter } from '../hooks/use-xml-emitter'
import { DiagramDraft } from '../model/diagram-draft'
import { errorReason } from '../model/diagram-export'
import { repairImport, type ImportRepairNote, type RepairModdle } from '../model/import-repair'
import { buildNewDiagramXml, newProcessIdentity } from '../model/new-diagram'
import {
  checkBpmnXml,
  checkDiagramFileName,
  invalidFileMessage,
  readFileText,
} from '../model/open-file'
import { clampPanelWidth, PANEL_DEFAULT_WIDTH } from '../model/panel-width'
import { engineProblemGroup, importRepairGroup } from '../model/problem-groups'
import {
  isCompactDesigner,
  MIN_COMPACT_CANVAS_HEIGHT,
  MIN_DESIGNER_HEIGHT,
  useDesignerFrame,
} from '../hooks/use-designer-frame'
import { PropertiesPanel } from '../panel/properties-panel'
import { DesignerCanvas } from './designer-canvas'
import { DesignerToolbar } from './designer-toolbar'
import { LintProblemList } from './lint-problem-list'
import { PanelSplitter } from './panel-splitter'

export const SAVE_FAILED_MESSAGE = '保存模型失败，请重试！'
export const SAVE_SUCCESS_MESSAGE = '保存成功'

/** Texts of the narrow (phone) layout. */
export const SMALL_SCREEN_TEXT =
  '屏幕较窄：流程设计器在电脑等大屏幕上使用效果最好。在这里可以查看流程图并做简单的修改，属性面板在流程图下方。'

function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ApiError).code === 'number' &&
    typeof (error as ApiError).msg === 'string'
  )
}

const DIALECT_NAMES: Record<BpmnDialect, string> = {
  camunda: 'Camunda',
  flowable: 'Flowable',
  activiti: 'Activiti',
}

/** The model's diagram, or a new empty executable process named after the model. */
export function initialDiagramXml(model: BpmModelDetail | null): string {
  if (model?.bpmnXml?.trim()) return model.bpmnXml
  return buildNewDiagramXml(newProcessIdentity(model), DEFAULT_DIALECT)
}

export interface ModelDesignerProps {
  /** The model being designed; null designs a diagram that cannot be saved (no model). */
  model: BpmModelDetail | null
  /** Every new XML of the diagram: after it is shown, then after each burst of edits. */
  onXmlChange?: (xml: string) => void
}

/**
 * The process designer (docs/architecture.md#bpmn-designer): toolbar, canvas, problem list and the
 * properties panel in a resizable column. Owns the diagram draft (it outlives modelers), the dirty
 * state and saving.
 */
export function ModelDesigner({ model, onXmlChange }: ModelDesignerProps) {
  const [draft] = useState(() => new DiagramDraft(initialDiagramXml(model)))
  const [dialect, setDialect] = useState<BpmnDialect>(
    () => detectDialect(draft.xml) ?? DEFAULT_DIALECT,
  )
  const [modeler, setModeler] = useState<DesignerModeler | null>(null)
  const [importError, setImportError] = useState<string | null>(null)
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [panelWidth, setPanelWidth] = useState(PANEL_DEFAULT_WIDTH)
  // What the import repair changed in the diagram shown, until it is saved or replaced.
  const [repairs, setRepairs] = useState<ImportRepairNote[]>([])
  // The XML as last saved (or as first shown); unsaved changes differ from it.
  const baseline = useRef<string | null>(null)
  const row = useRef<HTMLDivElement>(null)
  const frameRef = useRef<HTMLDivElement>(null)
  const frame = useDesignerFrame(frameRef)
  const compact = isCompactDesigner(frame.width)
  const simulating = useSimulation(modeler)
  const problems = useLintProblems(modeler)
  const engineProblems = useEngineProblems(modeler, model?.id ?? null)
  const [updateModel] = useUpdateModelMutation()

  // Closing or refreshing this tab, opening another model in it, or leaving it while it is not
  // kept asks first (the tabs feature knows which navigations destroy the page).
  useUnsavedChangesGuard(dirty)

  useXmlEmitter(modeler, draft, {
    onXml: (xml) => {
      if (baseline.current === null) baseline.current = xml
      setDirty(xml !== baseline.current)
      onXmlChange?.(xml)
    },
    onEdit: () => setDirty(true),
  })

  // A stored diagram that cannot be shown is no change of the user's: leaving asks nothing.
  const onImportError = (reason: string | null) => setImportError(reason)
  // A repaired diagram differs from the stored one: it is unsaved until saved.
  const onImportRepaired = (notes: ImportRepairNote[]) => {
    if (baseline.current === null) baseline.current = ''
    setRepairs(notes)
  }

  /** Imports `xml` into the current modeler; on failure the previous diagram comes back. */
  const replaceDiagram = async (target: DesignerModeler, xml: string): Promise<boolean> => {
    const previous = await draft.capture(target)
    // Nothing shown before (the stored diagram could not be): the diagram opened is a change.
    if (baseline.current === null) baseline.current = ''
    try {
      await target.importXML(xml)
      fitViewport(target.get<CanvasLike>('canvas'))
      return true
    } catch (error) {
      popup.message.error(invalidFileMessage(errorReason(error)))
      if (previous !== null) await target.importXML(previous).catch(() => undefined)
      return false
    }
  }

  const openFile = async (file: File) => {
    if (!modeler) return
    const nameProblem = checkDiagramFileName(file.name)
    if (nameProblem) {
      popup.message.error(invalidFileMessage(nameProblem))
      return
    }
    let xml: string
    try {
      xml = await readFileText(file)
    } catch {
      popup.message.error(invalidFileMessage('无法读取文件'))
      return
    }
    const repaired = repairImport(xml, modeler.get<RepairModdle>('moddle'))
    xml = repaired.xml
    const problem = await checkBpmnXml(modeler.get<ModdleLike>('moddle'), xml)
    if (problem) {
      popup.message.error(invalidFileMessage(problem))
      return
    }
    const fileDialect = detectDialect(xml)
    if (fileDialect && fileDialect !== dialect) {
      // Its extensions need that dialect's moddle: the next modeler shows the file.
      draft.replace(xml)
      setRepairs(repaired.notes)
      setDirty(true)
      setDialect(fileDialect)
      popup.message.info(`文件使用 ${DIALECT_NAMES[fileDialect]} 扩展，已切换流程引擎`)
      return
    }
    if (await replaceDiagram(modeler, xml)) setRepairs(repaired.notes)
  }

  const redraw = async () => {
    if (!modeler) return
    const canvas = modeler.get<CanvasLike>('canvas')
    const viewbox = canvas.viewbox()
    const xml = await draft.capture(modeler)
    if (xml === null) return
    try {
      await modeler.importXML(xml)
      canvas.viewbox(viewbox)
    } catch (error) {
      popup.message.error(`重新绘制失败：${errorReason(error)}`)
    }
  }

  const save = async () => {
    if (!modeler || !model) return
    setSaving(true)
    try {
      const xml = await draft.capture(modeler)
      if (xml === null) throw new Error('no diagram to save')
      await updateModel({
        id: model.id,
        name: model.name,
        description: model.description,
        category: model.category,
        formType: model.formType,
        formId: model.formId,
        formCustomCreatePath: model.formCustomCreatePath,
        formCustomViewPath: model.formCustomViewPath,
        bpmnXml: xml,
        silent: true,
      }).unwrap()
      baseline.current = xml
      setDirty(draft.xml !== xml)
      setRepairs([])
      popup.message.success(SAVE_SUCCESS_MESSAGE)
    } catch (error) {
      // The diagram stays as it is: the user can retry. The server's own words when it answered
      // (a 403 or a business refusal as a notification, as everywhere in the console).
      console.error('[designer] save failed', error)
      if (isApiError(error)) presentError(error)
      else popup.message.error(SAVE_FAILED_MESSAGE)
    } finally {
      setSaving(false)
    }
  }

  const selectProblem = (elementId: string, shownOnId?: string) => {
    if (!modeler) return
    const registry = modeler.get<ElementRegistryLike>('elementRegistry')
    const canvas = modeler.get<CanvasLike>('canvas')
    const selection = modeler.get<SelectionLike>('selection')
    const element = registry.get(elementId) ?? (shownOnId ? registry.get(shownOnId) : undefined)
    if (!element || element.id === canvas.getRootElement().id) {
      // The process itself: with nothing selected the panel shows the process.
      selection.select(null)
      return
    }
    selection.select(element)
    canvas.scrollToElement(element)
  }

  // The designer fills the height its container leaves it (the console's content area, the
  // portal's container when embedded), never less than a usable minimum. Narrow (a phone), the
  // canvas gets a usable height of its own, the panel goes below it, and the page scrolls.
  const available = frame.availableHeight
  const height = compact
    ? undefined
    : available === null
      ? MIN_DESIGNER_HEIGHT
      : Math.max(MIN_DESIGNER_HEIGHT, available)
  const canvasHeight = Math.max(MIN_COMPACT_CANVAS_HEIGHT, Math.round((available ?? 0) * 0.6))
  const shownPanelWidth = clampPanelWidth(panelWidth, frame.width || undefined)

  return (
    <Box
      ref={frameRef}
      data-testid="model-designer"
      data-layout={compact ? 'compact' : 'wide'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, px: 1.5, pt: 1 }}>
        <Typography variant="subtitle1" component="h1">
          {model ? model.name : '新流程'}
        </Typography>
        {model && (
          <Typography variant="body2" color="text.secondary">
            {model.key}
          </Typography>
        )}
      </Box>
      {compact && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {SMALL_SCREEN_TEXT}
        </Alert>
      )}
      <DesignerToolbar
        modeler={modeler}
        simulating={simulating}
        dialect={dialect}
        onDialectChange={setDialect}
        onOpenFile={(file) => void openFile(file)}
        onRedraw={() => void redraw()}
        onSave={() => void save()}
        canSave={model !== null}
        saving={saving}
        dirty={dirty}
      />
      {importError !== null && (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          流程图加载失败：{importError}
        </Alert>
      )}
      {/* One tree for both layouts: switching keeps the canvas (and its modeler) mounted. */}
      <Box
        ref={row}
        sx={
          compact
            ? { display: 'flex', flexDirection: 'column' }
            : { flex: 1, display: 'flex', minHeight: 0 }
        }
      >
        <Box
          sx={{ flex: compact ? 'none' : 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        >
          <Box sx={compact ? { height: canvasHeight } : { flex: 1, minHeight: 0 }}>
            <DesignerCanvas
              dialect={dialect}
              draft={draft}
              onModelerChange={setModeler}
              onImportError={onImportError}
              onImportRepaired={onImportRepaired}
            />
          </Box>
          <LintProblemList
            problems={problems}
            groups={[importRepairGroup(repairs), engineProblemGroup(engineProblems)]}
            onSelect={selectProblem}
          />
        </Box>
        {!compact && (
          <PanelSplitter
            width={shownPanelWidth}
            onWidthChange={setPanelWidth}
            rowWidth={() => row.current?.clientWidth}
          />
        )}
        <Box
          sx={
            compact
              ? { borderTop: 1, borderColor: 'divider' }
              : { width: shownPanelWidth, flexShrink: 0, minHeight: 0, overflow: 'auto' }
          }
        >
          <PropertiesPanel
            modeler={modeler}
            dialect={dialect}
            readOnly={simulating}
            modelHasId={Boolean(model?.id)}
          />
        </Box>
      </Box>
    </Box>
  )
}
