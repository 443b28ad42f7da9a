import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * A browser bench page (`entry`, real console code with React and MUI) built in production mode
 * as one classic script, to be added to a blank page: the figures measure the component, not the
 * app's routing or lazy loading.
 */
export async function bundleBenchPage(entry: string, globalName: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      // The http layer reads the app's build stamp (vite.config.ts defines it for the app).
      __APP_BUILD_VERSION__: JSON.stringify('bench'),
    },
    build: {
      write: false,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: globalName },
    },
  })) as Rolldown.RolldownOutput[]
  const chunks = output.flatMap((result) => result.output).filter((file) => file.type === 'chunk')
  if (chunks.length !== 1) throw new Error(`${globalName} bundle: ${chunks.length} chunks, want 1`)
  return chunks[0].code
}
