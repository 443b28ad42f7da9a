import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import qiankun from 'vite-plugin-qiankun'
import { fileURLToPath, URL } from 'node:url'
import { precompress, shellChunkNamer, shellPreload } from './scripts/lib/build-plugins'

// The console is a qiankun child app. `base` must be an absolute URL when it is embedded in a
// host on another origin (docs/integration.md#building-for-another-origin): it comes from
// VITE_PUBLIC_BASE (the console server's origin, e.g. http://127.0.0.1:48080/), default '/'
// (standalone only).
const STUB = fileURLToPath(
  new URL('./src/features/bpm-designer/panel/advanced/code-editor-stub.ts', import.meta.url),
)

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const apiTarget = env.VITE_API_PROXY_TARGET || `http://127.0.0.1:${env.SANDBOX_API_PORT || 48080}`
  const apiBase = env.VITE_API_BASE || '/prod-api'
  return {
    base: env.VITE_PUBLIC_BASE || '/',
    plugins: [
      react(),
      // useDevMode stays false: its dev mode and plugin-react do not mix; embedded runs use builds.
      qiankun('museum-console', { useDevMode: false }),
      shellPreload(),
      precompress(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The designer's 高级 tab never opens a code editor (docs/architecture.md#bpmn-designer).
        ...Object.fromEntries(
          ['view', 'state', 'language', 'autocomplete', 'commands', 'lang-json', 'lint']
            .map((name) => `@codemirror/${name}`)
            .concat('@bpmn-io/feel-editor', '@bpmn-io/feelers-editor')
            .map((name) => [name, STUB]),
        ),
      },
    },
    define: {
      __APP_BUILD_VERSION__: JSON.stringify(env.VITE_APP_VERSION || 'v2025-04-27'),
    },
    server: {
      host: '127.0.0.1',
      port: Number(env.CONSOLE_DEV_PORT || 48082),
      // /sandbox: the sandbox's own pages (SMS codes, social provider) when developing against it.
      proxy: {
        [apiBase]: { target: apiTarget, changeOrigin: true },
        '/sandbox': { target: apiTarget, changeOrigin: true },
      },
    },
    preview: { host: '127.0.0.1', port: Number(env.CONSOLE_PREVIEW_PORT || 48083) },
    build: {
      target: 'es2022',
      sourcemap: command === 'build' ? false : true,
      chunkSizeWarningLimit: 800,
      manifest: true,
      // One stylesheet, linked from index.html: a qiankun host loads it with the entry into the
      // console's container and drops it on unmount. Lazy chunks' own <link>s would land in the
      // host's <head> and, once loaded, are never added again by Vite (styles lost on re-mount).
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          // The signed-in shell in two chunks (its libraries, our code) rather than ~70 small ones
          // in several waves; the entry, the signed-out pages and lazy screens keep their chunks
          // (docs/architecture.md#build-output).
          codeSplitting: {
            groups: [
              {
                debugName: 'shell',
                name: shellChunkNamer(fileURLToPath(new URL('.', import.meta.url))),
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  }
})
