/**
 * The feature boundary (no feature imports another) covers a feature folder the day it is
 * created: eslint.config.js reads the folders under src/features when ESLint starts. The test
 * makes an empty, brand-new feature folder, starts ESLint with the repository's own config and
 * lints source text as if it were a file in that folder (nothing is written but the empty folder).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// Unique per run, and empty (no source file lands in the tree other tools could pick up).
const newFeature = `zz-boundary-probe-${process.pid}`
const newFeatureDir = path.join(root, 'src/features', newFeature)
const BOUNDARY = 'A feature never imports another feature'

let eslint: ESLint

/** Boundary messages for `code` linted as `file` (a path inside the repository). */
async function boundaryMessages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message)
}

beforeAll(() => {
  fs.mkdirSync(newFeatureDir)
  // Created after the folder, so the config it loads sees the folder (as a fresh `npx eslint`).
  // import/no-cycle reads the linted file from disk, and the probe files are never written.
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
})

afterAll(() => {
  fs.rmSync(newFeatureDir, { recursive: true, force: true })
})

describe('feature boundaries in eslint.config.js', () => {
  it('reports a cross-feature import in a feature folder created just now', async () => {
    const messages = await boundaryMessages(
      "import { MOBILE_PATTERN } from '../auth/model/login-validation'\nexport const p = MOBILE_PATTERN\n",
      `src/features/${newFeature}/probe.ts`,
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(BOUNDARY)
  })

  it('lets a feature import its own files and shared/', async () => {
    const messages = await boundaryMessages(
      [
        "import { MOBILE_PATTERN } from '../model/login-validation'",
        "import { DEFAULT_DATE_PATTERN } from '@/shared/utils/format-date'",
        'export const p = [MOBILE_PATTERN, DEFAULT_DATE_PATTERN]',
        '',
      ].join('\n'),
      'src/features/auth/pages/probe.ts',
    )
    expect(messages).toEqual([])
  })

  it('still reports an existing feature importing another one', async () => {
    const messages = await boundaryMessages(
      "import { MOBILE_PATTERN } from '../../auth/model/login-validation'\nexport const p = MOBILE_PATTERN\n",
      'src/features/tabs/model/probe.ts',
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain(BOUNDARY)
  })
})
