import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ADVANCED_GROUP_IDS, advancedGroups } from '../advanced-groups'
import { ADVANCED_TRANSLATIONS, translateAdvanced } from '../advanced-translations'

const require = createRequire(import.meta.url)
const CJK = /[\u4e00-\u9fff]/

/** The string literals the shown parts of a package pass to translate(), from its source map. */
function translatedLiterals(pkg: string, file: string, shown: RegExp): string[] {
  const map = JSON.parse(
    readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8'),
  ) as { sources: string[]; sourcesContent: string[] }
  return map.sources.flatMap((source, index) =>
    shown.test(source)
      ? [...map.sourcesContent[index].matchAll(/translate\(\s*'([^']+)'\s*[,)]/g)].map((m) => m[1])
      : [],
  )
}

describe('高级 tab texts', () => {
  it('translates every text of the BPMN groups and the panel frame', () => {
    const literals = [
      ...translatedLiterals(
        'bpmn-js-properties-panel',
        'dist/index.esm.js.map',
        /src\/(render|entries|provider\/bpmn)\//,
      ),
      ...translatedLiterals(
        '@bpmn-io/properties-panel',
        'dist/index.esm.js.map',
        /src\/components\//,
      ),
    ]
    expect(literals.length).toBeGreaterThan(40)
    expect([...new Set(literals)].filter((text) => !ADVANCED_TRANSLATIONS[text])).toEqual([])
  })

  it.each([
    ['Timer Boundary Event', '定时器边界事件'],
    ['(Non Interrupting) Timer Boundary Event', '定时器边界事件（非中断）'],
    ['Message Start Event', '消息开始事件'],
    ['User Task', '用户任务'],
    ['Process', '流程'],
  ])('names the element type %s in the header as %s', (type, chinese) => {
    expect(translateAdvanced(type)).toBe(chinese)
  })

  it('fills placeholders and falls back to the designer texts', () => {
    expect(translateAdvanced('Timer')).toBe('定时器')
    expect(translateAdvanced('Delete')).toBe('删除')
    expect(
      translateAdvanced('{errors} Errors, {warnings} Warnings', { errors: '1', warnings: '2' }),
    ).toBe('1 个错误，2 个警告')
    for (const text of Object.values(ADVANCED_TRANSLATIONS)) {
      if (text !== 'ID') expect(text).toMatch(CJK)
    }
  })
})

describe('高级 tab groups', () => {
  it('keeps event definitions and documentation, leaves id, name and multi-instance to our panel', () => {
    const groups = [
      'general',
      'documentation',
      'compensation',
      'error',
      'link',
      'message',
      'multiInstance',
      'adHocCompletion',
      'signal',
      'escalation',
      'timer',
    ].map((id) => ({ id }))
    expect(advancedGroups(groups).map((group) => group.id)).toEqual([
      'documentation',
      'compensation',
      'error',
      'link',
      'message',
      'signal',
      'escalation',
      'timer',
    ])
    expect(ADVANCED_GROUP_IDS.has('general')).toBe(false)
  })
})
