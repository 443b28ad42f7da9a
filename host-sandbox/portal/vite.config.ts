import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

// The host-sandbox portal: its own build, served by server/main.ts (no dev server: the console
// is embedded from production builds only, docs/architecture.md#micro-frontend-qiankun).
export default defineConfig({
  root,
  base: '/',
  // The console's .env files are not the portal's: its runtime config is /portal-config.json.
  envDir: root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
})
