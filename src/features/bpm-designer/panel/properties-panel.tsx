import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import type { BpmnDialect } from '@/shared/bpmn/dialects'
import {
  portsFromModeler,
  resolveTarget,
  sectionsFor,
  type BpmnModelerLike,
  type DiagramElement,
  type PanelContext,
  type PanelTarget,
  type SectionKey,
} from '../panel-model'
import { BaseInfoSection } from './sections/base-info-section'
import { DocumentationSection } from './sections/documentation-section'
import { ExtensionPropertiesSection } from './sections/extension-properties-section'
import { FlowConditionSection } from './sections/flow-condition-section'
import { FormSection } from './sections/form-section'
import { ListenersSection } from './sections/listeners-section'
import { MessagesSection } from './sections/messages-section'
import { MultiInstanceSection } from './sections/multi-instance-section'
import { TaskSection } from './sections/task-section'
import type { SectionProps } from './ui/panel-section'
import { usePanelSelection } from './use-panel-selection'

export type { BpmnModelerLike }

// bpmn-js-properties-panel (Preact) and its styles: a chunk of their own, loaded when 高级 opens.
const AdvancedTab = lazy(() => import('./advanced/advanced-tab'))

export const PANEL_TAB_TITLES = { properties: '属性', advanced: '高级' } as const
type PanelTab = keyof typeof PANEL_TAB_TITLES
export const ADVANCED_LOADING_TEXT = '正在加载高级属性…'

export interface PropertiesPanelProps {
  modeler: BpmnModelerLike | null
  dialect: BpmnDialect
  /** Disables every input (e.g. while token simulation runs). */
  readOnly: boolean
  /** The process key cannot change once the model has an id (it is the deployed process id). */
  modelHasId: boolean
}

/** Default width of the panel column; the page owns the splitter. */
export const PROPERTIES_PANEL_DEFAULT_WIDTH = 480

export const SECTION_TITLES: Record<SectionKey, string> = {
  base: '常规',
  messages: '消息与信号',
  condition: '流转条件',
  form: '表单',
  task: '任务',
  multiInstance: '多实例',
  executionListeners: '执行监听器',
  taskListeners: '任务监听器',
  extensionProperties: '扩展属性',
  documentation: '其他',
}

// Stable keys per diagram element (its id can change while it is edited).
const elementKeys = new WeakMap<object, number>()
let nextElementKey = 1
function elementKey(element: DiagramElement): number {
  let key = elementKeys.get(element)
  if (key === undefined) {
    key = nextElementKey++
    elementKeys.set(element, key)
  }
  return key
}

function renderSection(key: SectionKey, props: SectionProps, modelHasId: boolean): ReactNode {
  switch (key) {
    case 'base':
      return <BaseInfoSection {...props} modelHasId={modelHasId} />
    case 'messages':
      return <MessagesSection {...props} />
    case 'condition':
      return <FlowConditionSection {...props} />
    case 'form':
      return <FormSection {...props} />
    case 'task':
      return <TaskSection {...props} />
    case 'multiInstance':
      return <MultiInstanceSection {...props} />
    case 'executionListeners':
      return <ListenersSection {...props} kind="execution" />
    case 'taskListeners':
      return <ListenersSection {...props} kind="task" />
    case 'extensionProperties':
      return <ExtensionPropertiesSection {...props} />
    case 'documentation':
      return <DocumentationSection {...props} />
  }
}

/**
 * The MUI properties panel: the selected element (or the process when nothing is selected) in
 * accordion sections, shown only where they apply. It writes only through modeling
 * commands (see ../panel-model).
 */
export function PropertiesPanel({ modeler, dialect, readOnly, modelHasId }: PropertiesPanelProps) {
  // Every selection or diagram change re-renders the panel, which reads its views again.
  const { selected } = usePanelSelection(modeler)
  const ports = useMemo(() => (modeler ? portsFromModeler(modeler) : null), [modeler])
  const ctx: PanelContext | null = useMemo(
    () => (ports ? { ports, dialect } : null),
    [ports, dialect],
  )
  const target: PanelTarget | null = ctx ? resolveTarget(ctx.ports, selected) : null

  const [expanded, setExpanded] = useState<SectionKey | false>('base')
  const [tab, setTab] = useState<PanelTab>('properties')
  const [shownElement, setShownElement] = useState<DiagramElement | null>(null)
  // Selecting another element returns the panel to the base section of the 属性 tab.
  const currentElement = target?.element ?? null
  if (currentElement !== shownElement) {
    setShownElement(currentElement)
    setExpanded('base')
    setTab('properties')
  }

  if (!ctx || !target) {
    return (
      <Box aria-label="属性面板" sx={{ p: 2, color: 'text.secondary' }}>
        <Typography variant="body2">暂无可编辑的流程元素</Typography>
      </Box>
    )
  }

  const props: SectionProps = { ctx, target, readOnly }
  const key = `${elementKey(target.element)}-${dialect}`
  return (
    <Box aria-label="属性面板" sx={{ height: '100%', overflowY: 'auto', width: '100%' }}>
      <Tabs
        value={tab}
        onChange={(_, next: PanelTab) => setTab(next)}
        variant="fullWidth"
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
      >
        {(Object.keys(PANEL_TAB_TITLES) as PanelTab[]).map((key) => (
          <Tab key={key} value={key} label={PANEL_TAB_TITLES[key]} sx={{ minHeight: 40 }} />
        ))}
      </Tabs>
      {tab === 'advanced' && modeler && (
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }}>
              <CircularProgress size={16} />
              <Typography variant="body2" color="text.secondary">
                {ADVANCED_LOADING_TEXT}
              </Typography>
            </Box>
          }
        >
          <AdvancedTab modeler={modeler} readOnly={readOnly} />
        </Suspense>
      )}
      {tab === 'properties' &&
        sectionsFor(target).map((section) => (
          <Accordion
            key={`${key}-${section}`}
            expanded={expanded === section}
            onChange={(_, open) => setExpanded(open ? section : false)}
            disableGutters
            square
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="subtitle2">{SECTION_TITLES[section]}</Typography>
            </AccordionSummary>
            <AccordionDetails>{renderSection(section, props, modelHasId)}</AccordionDetails>
          </Accordion>
        ))}
    </Box>
  )
}
