import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { skipToken } from '@reduxjs/toolkit/query/react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useGetModelQuery } from '@/shared/bpm/model-api'
import { ModelDesigner } from '../components/model-designer'

export const MODEL_LOADING_TEXT = '正在加载流程模型…'
export const MODEL_LOAD_FAILED_TEXT = '流程模型加载失败'

/**
 * Loads the model of ?modelId= (fresh: the stored diagram is what a save would overwrite), then
 * shows the designer. Later refetches (after a save) leave the designer as it is.
 */
function ModelDesignerLoader({ modelId }: { modelId: string | null }) {
  const { data, isError, isFetching, refetch } = useGetModelQuery(modelId ?? skipToken, {
    refetchOnMountOrArgChange: true,
  })
  const [ready, setReady] = useState(modelId === null)
  if (!ready && data && !isFetching) setReady(true)

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
  return <ModelDesigner model={data ?? null} />
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
