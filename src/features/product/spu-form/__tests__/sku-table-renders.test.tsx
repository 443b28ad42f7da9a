import { act, fireEvent, within } from '@testing-library/react'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { SkuRenderProbe } from '../components/sku-render-probe'
import { SkuTable } from '../components/sku-table'
import { BATCH_ROW_KEY } from '../components/sku-batch-row'
import { skuCombinations } from '../model/sku-combinations'
import { SkuTableStore } from '../model/sku-store'
import { fiveSpecs } from './sku-fixtures'

// jsdom's queries are slow over 1,800 inputs: the unit test counts renders on 5 规格 with fewer
// values (2 x 2 x 2 x 2 x 3 = 48 rows); the bench times the full 200 in Chromium.
function renderTable() {
  const specs = fiveSpecs().map((spec) => ({
    ...spec,
    values: spec.values.slice(0, spec.id === 5 ? 3 : 2),
  }))
  const combinations = skuCombinations(specs)
  const store = new SkuTableStore()
  const renders = new Map<string, number>()
  const probe = (key: string) => renders.set(key, (renders.get(key) ?? 0) + 1)
  const view = renderWithStore(
    <SkuRenderProbe.Provider value={probe}>
      <SkuTable store={store} specs={specs} combinations={combinations} />
    </SkuRenderProbe.Provider>,
  )
  const input = (name: string) =>
    view.container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!
  return { store, renders, combinations, input, view }
}

describe('SKU table with 5 规格', () => {
  it('one keystroke re-renders only the row typed in', () => {
    const { renders, combinations, store, input: inputNamed, view } = renderTable()
    const last = combinations.length - 1
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(1 + 48)
    renders.clear()
    const input = inputNamed('蓝 / 麻 / 典藏 / S / 纸袋 销售价(元)')
    fireEvent.change(input, { target: { value: '1' } })
    fireEvent.change(input, { target: { value: '19' } })
    expect(input).toHaveValue('19')
    expect(store.row(combinations[last]!.key).price).toBe('19')
    expect([...renders.keys()]).toEqual([combinations[last]!.key])
    expect(renders.get(combinations[last]!.key)).toBe(2)
  })

  it('批量填充 fills every row, each rendering once; typing in the batch row renders no SKU row', () => {
    const { renders, combinations, input, view } = renderTable()
    renders.clear()
    const batch = view.container.querySelector<HTMLElement>('tr.sku-batch')!
    fireEvent.change(within(batch).getByLabelText('批量设置 销售价(元)'), {
      target: { value: '19.99' },
    })
    fireEvent.change(within(batch).getByLabelText('批量设置 库存'), { target: { value: '8' } })
    expect([...renders.keys()]).toEqual([BATCH_ROW_KEY])
    renders.clear()
    act(() => within(batch).getByRole('button', { name: '批量填充' }).click())
    expect(renders.size).toBe(48)
    expect([...renders.values()].every((count) => count === 1)).toBe(true)
    expect(input('红 / 棉 / 标准 / XS / 简装 销售价(元)')).toHaveValue('19.99')
    expect(input('蓝 / 麻 / 典藏 / S / 纸袋 库存')).toHaveValue('8')
    expect(combinations).toHaveLength(48)
  })
})
