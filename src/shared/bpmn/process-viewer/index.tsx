import { lazy, Suspense } from 'react'
import Box from '@mui/material/Box'
import { DiagramLoadingText } from '@/shared/bpmn/diagram-frame'
import { asLazyFactoryResult, loadModule } from '@/shared/utils/module-cache'
import { LOADING_TEXT, type ProcessViewerProps } from './viewer-data'

export type { ProcessViewerData, ProcessViewerProps } from './viewer-data'

// bpmn-js and the viewer's code come in this chunk, loaded when a viewer first renders.
const LazyView = lazy(() =>
  asLazyFactoryResult(loadModule('bpmn-process-viewer', () => import('./process-viewer-view'))),
)

/**
 * A read-only diagram of a process showing where its approval stands: elements coloured by their
 * tasks' results, the flows taken, a card with the approver, result and reason on hover. Without
 * activities it is the plain diagram.
 */
export function ProcessViewer(props: ProcessViewerProps) {
  const height = props.height ?? 480
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            height,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: '#fff',
          }}
        >
          <DiagramLoadingText>{LOADING_TEXT}</DiagramLoadingText>
        </Box>
      }
    >
      <LazyView {...props} />
    </Suspense>
  )
}
