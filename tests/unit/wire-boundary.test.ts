/**
 * The sandbox may import src/shared/wire (the wire schemas it shares with the console and the
 * contract tests) and src/shared/bpm-expression (the expression evaluator of BPMN models) and
 * nothing else from src/; neither folder imports other console code
 * (docs/architecture.md#wire-schemas, #bpm-expressions). Source text is linted as if it were a file at the given
 * path, with the repository's own ESLint config; nothing is written.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let eslint: ESLint

async function boundaryMessages(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message)
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } })
})

describe('the wire-schema boundary in eslint.config.js', () => {
  it('lets a sandbox route import the shared wire schemas', async () => {
    const messages = await boundaryMessages(
      "import { configItem } from '../../../../src/shared/wire/config'\nexport const s = configItem\n", // repo-stands-alone: not a path (relative to the probe file)
      'host-sandbox/api/src/routes/probe.ts',
    )
    expect(messages).toEqual([])
  })

  it('lets a sandbox route import the shared expression evaluator', async () => {
    const messages = await boundaryMessages(
      "import { evaluateTemplate } from '../../../../src/shared/bpm-expression'\nexport const e = evaluateTemplate\n", // repo-stands-alone: not a path (relative to the probe file)
      'host-sandbox/api/src/routes/probe.ts',
    )
    expect(messages).toEqual([])
  })

  it('refuses a console import inside src/shared/bpm-expression', async () => {
    const messages = await boundaryMessages(
      "import { DICT_TYPE } from '../dict/dict-types'\nexport const t = DICT_TYPE\n", // repo-stands-alone: not a path (relative to the probe file)
      'src/shared/bpm-expression/probe.ts',
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('shared/bpm-expression is self-contained')
  })

  it('refuses any other console import in the sandbox', async () => {
    const messages = await boundaryMessages(
      "import { DICT_TYPE } from '../../../../src/shared/dict/dict-types'\nexport const t = DICT_TYPE\n", // repo-stands-alone: not a path (relative to the probe file)
      'host-sandbox/api/src/routes/probe.ts',
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('The sandbox never imports console code')
  })

  it('refuses a console import inside src/shared/wire', async () => {
    const messages = await boundaryMessages(
      "import { DICT_TYPE } from '../dict/dict-types'\nexport const t = DICT_TYPE\n", // repo-stands-alone: not a path (relative to the probe file)
      'src/shared/wire/probe.ts',
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain('shared/wire is pure zod')
  })
})
