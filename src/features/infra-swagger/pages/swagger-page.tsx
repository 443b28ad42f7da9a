import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { resolveApiBaseUrl } from '@/shared/http/ky-client'
import { FramedPage } from '@/shared/ui/framed-page'
import { useGetSwaggerUrlQuery } from '../api/swagger-url-api'
import {
  configuredDocsUrl,
  DOCS_FRAME_SANDBOX,
  ownDocsUrl,
  SWAGGER_URL_CONFIG,
} from '../model/docs-url'

export const DOCS_LOADING_TEXT = '正在加载接口文档，请稍候…'
export const DOCS_FRAME_TITLE = '系统接口'

/**
 * 系统接口: the API documentation in a frame filling the content area: 参数配置's url.swagger when
 * set, else the sandbox's own page (OpenAPI 3.1 of every call, Swagger UI served by the sandbox).
 */
export default function SwaggerPage() {
  const config = useGetSwaggerUrlQuery()
  if (config.isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{DOCS_LOADING_TEXT}</Typography>
      </Box>
    )
  }
  const configured = config.data?.trim() ?? ''
  const chosen = configuredDocsUrl(configured, window.location.origin)
  const url = chosen ?? ownDocsUrl(resolveApiBaseUrl())
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {configured && !chosen && (
        <Alert severity="warning">
          参数配置 {SWAGGER_URL_CONFIG} 不是有效的 http(s) 地址，已显示本服务的接口文档。
        </Alert>
      )}
      <FramedPage
        url={url}
        title={DOCS_FRAME_TITLE}
        sandbox={DOCS_FRAME_SANDBOX}
        loadingText={DOCS_LOADING_TEXT}
      />
    </Box>
  )
}
