import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DictSelect } from '../dict-select'
import type { DictValue, DictValueType } from '../dict-option'
import { makeLoadedDictStore, option, withStore } from './dict-test-store'

const store = makeLoadedDictStore({
  common_status: [
    option('common_status', '0', '开启', 'primary'),
    option('common_status', '1', '关闭', 'info'),
  ],
})

function Harness({
  initial,
  valueType,
  onChange,
}: {
  initial: DictValue | null
  valueType?: DictValueType
  onChange: (value: DictValue | null) => void
}) {
  const [value, setValue] = useState<DictValue | null>(initial)
  return (
    <DictSelect<DictValue>
      type="common_status"
      label="状态"
      value={value}
      valueType={valueType}
      clearable
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('DictSelect', () => {
  it('lists the options of the dictionary type', async () => {
    const user = userEvent.setup()
    render(<Harness initial={null} onChange={() => {}} />, { wrapper: withStore(store) })
    await user.click(screen.getByRole('combobox', { name: '状态' }))
    const listbox = screen.getByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['开启', '关闭'])
  })

  it('calls onChange with the value converted to valueType and shows the label', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={null} valueType="number" onChange={onChange} />, {
      wrapper: withStore(store),
    })
    await user.click(screen.getByRole('combobox', { name: '状态' }))
    await user.click(screen.getByRole('option', { name: '关闭' }))
    expect(onChange).toHaveBeenCalledWith(1)
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveTextContent('关闭')
  })

  it('passes string values by default and shows a selected number value', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial={0} onChange={onChange} />, { wrapper: withStore(store) })
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveTextContent('开启')
    await user.click(screen.getByRole('combobox', { name: '状态' }))
    await user.click(screen.getByRole('option', { name: '关闭' }))
    expect(onChange).toHaveBeenCalledWith('1')
  })

  it('clears to null with the clear button', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="1" onChange={onChange} />, { wrapper: withStore(store) })
    await user.click(screen.getByRole('button', { name: '清除' }))
    expect(onChange).toHaveBeenCalledWith(null)
    expect(screen.getByRole('combobox', { name: '状态' })).not.toHaveTextContent('关闭')
    expect(screen.queryByRole('button', { name: '清除' })).not.toBeInTheDocument()
  })
})
