import { DESIGNER_TRANSLATIONS, translateModule, translateTemplate } from '../translations'

describe('designer translations', () => {
  it('translates palette, context pad and replace menu texts', () => {
    expect(translateTemplate('Create start event')).toBe('创建开始事件')
    expect(translateTemplate('Append task')).toBe('追加任务')
    expect(translateTemplate('User task')).toBe('用户任务')
    expect(translateTemplate('Exclusive gateway')).toBe('排他网关')
    expect(translateTemplate('Parallel multi-instance')).toBe('并行多实例')
  })

  it('fills placeholders, also in untranslated texts', () => {
    expect(
      translateTemplate('{errors} Errors, {warnings} Warnings', { errors: '2', warnings: '1' }),
    ).toBe('2 个错误，1 个警告')
    expect(translateTemplate('Unknown {thing}', { thing: 'x' })).toBe('Unknown x')
    expect(translateTemplate('Open {element}')).toBe('打开 {element}')
  })

  it('leaves unknown texts in English rather than blank', () => {
    expect(translateTemplate('Something new in bpmn-js')).toBe('Something new in bpmn-js')
  })

  it('has a translation for every entry of the replace catalogue', async () => {
    const { PopupEntries } = (await import('bpmn-js/lib/features/popup-menu/PopupEntries')) as {
      PopupEntries: Record<string, { label: string }>
    }
    const missing = Object.values(PopupEntries)
      .map((entry) => entry.label)
      .filter((label) => !DESIGNER_TRANSLATIONS[label])
    expect(missing).toEqual([])
  })

  it('is a diagram-js module that replaces the translate service', () => {
    expect(translateModule.translate[0]).toBe('value')
    expect(translateModule.translate[1]).toBe(translateTemplate)
  })
})
