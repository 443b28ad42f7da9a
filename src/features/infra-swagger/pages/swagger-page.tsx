import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { resolveApiBaseUrl } from '@/shared/http/ky-client'
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
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null)
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
  const loading = loadedUrl !== url
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {configured && !chosen && (
        <Alert severity="warning">
          参数配置 {SWAGGER_URL_CONFIG} 不是有效的 http(s) 地址，已显示本服务的接口文档。
        </Alert>
      )}
      <Box
        sx={{
          position: 'relative',
          // The content area below the navbar and tab bar, less its padding.
          height: 'calc(100vh - 150px)',
          minHeight: 360,
          bgcolor: 'background.paper',
        }}
      >
        {loading && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1.5,
              color: 'text.secondary',
            }}
          >
            <CircularProgress size={20} />
            <Typography>{DOCS_LOADING_TEXT}</Typography>
          </Box>
        )}
        <Box
          component="iframe"
          key={url}
          src={url}
          title={DOCS_FRAME_TITLE}
          sandbox={DOCS_FRAME_SANDBOX}
          referrerPolicy="no-referrer"
          onLoad={() => setLoadedUrl(url)}
          sx={{ display: 'block', width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    </Box>
  )
}
