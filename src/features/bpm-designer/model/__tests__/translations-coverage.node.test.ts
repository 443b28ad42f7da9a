import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { DESIGNER_TRANSLATIONS } from '../translations'

const require = createRequire(import.meta.url)
const BPMN_JS = dirname(require.resolve('bpmn-js/package.json'))

/** The string literals a bpmn-js source file passes to translate(). */
function translatedLiterals(file: string): string[] {
  const source = readFileSync(join(BPMN_JS, file), 'utf8')
  return [...source.matchAll(/translate\(\s*'([^']+)'\s*[,)]/g)].map((match) => match[1])
}

describe('palette and context pad translations', () => {
  it.each([
    'lib/features/palette/PaletteProvider.js',
    'lib/features/context-pad/ContextPadProvider.js',
    'lib/features/popup-menu/ReplaceMenuProvider.js',
    'lib/features/distribute-elements/DistributeElementsMenuProvider.js',
    'lib/features/align-elements/AlignElementsContextPadProvider.js',
  ])('translates every text of %s', (file) => {
    const literals = translatedLiterals(file)
    expect(literals.length).toBeGreaterThan(0)
    expect(literals.filter((text) => !DESIGNER_TRANSLATIONS[text])).toEqual([])
  })

  it('translates the replace options that are not in the popup catalogue', () => {
    const source = readFileSync(join(BPMN_JS, 'lib/features/replace/ReplaceOptions.js'), 'utf8')
    const labels = [...source.matchAll(/label: '([^']+)'/g)].map((match) => match[1])
    expect(labels.length).toBeGreaterThan(3)
    expect(labels.filter((text) => !DESIGNER_TRANSLATIONS[text])).toEqual([])
  })
})
