import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { skipToken } from '@reduxjs/toolkit/query/react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useFreshOnFirstMount } from '@/shared/api/use-fresh-on-first-mount'
import type { BpmModelDetail } from '@/shared/bpm/bpm-types'
import { useGetModelQuery } from '@/shared/bpm/model-api'
import { ModelDesigner } from '../components/model-designer'

export const MODEL_LOADING_TEXT = '正在加载流程模型…'
export const MODEL_LOAD_FAILED_TEXT = '流程模型加载失败'

/**
 * Loads the model of ?modelId= (fresh: the stored diagram is what a save would overwrite), then
 * shows the designer. Later refetches (after a save) leave the designer as it is; they only update
 * the model's fields a save sends.
 */
function ModelDesignerLoader({ modelId }: { modelId: string | null }) {
  const freshOnOpen = useFreshOnFirstMount()
  const { data, isError, isFetching, refetch } = useGetModelQuery(modelId ?? skipToken, {
    refetchOnMountOrArgChange: freshOnOpen,
  })
  // The model as last loaded: a later answer without it (the model deleted elsewhere, a failed
  // refetch) leaves the designer with the model it is designing.
  const [loaded, setLoaded] = useState<BpmModelDetail | null>(null)
  if (data && !isFetching && data !== loaded) setLoaded(data)
  const ready = modelId === null || loaded !== null

  if (!ready && isError && !isFetching) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            重试
          </Button>
        }
      >
        {MODEL_LOAD_FAILED_TEXT}
      </Alert>
    )
  }
  if (!ready) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 3 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{MODEL_LOADING_TEXT}</Typography>
      </Box>
    )
  }
  return <ModelDesigner model={loaded} />
}

/**
 * The process designer page (page key 'bpm/model/modelEditor', /bpm/manager/model/design?modelId=).
 * Another ?modelId= in the same tab is another designer: the page re-creates itself for it.
 */
export default function ModelDesignerPage() {
  const [params] = useSearchParams()
  const modelId = params.get('modelId') || null
  return <ModelDesignerLoader key={modelId ?? ''} modelId={modelId} />
}
