import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { dateFieldIn, openCalendar, typeDate } from '@/shared/test-utils/date-pickers'
import { DateField, DateRangeField, type DateFieldValue, type DateRangeFieldValue } from '..'
import type { DateValueFormat } from '../date-values'

function RangeHarness({ valueFormat }: { valueFormat?: DateValueFormat }) {
  const [value, setValue] = useState<DateRangeFieldValue>([])
  return (
    <>
      <DateRangeField
        label="创建时间"
        value={value}
        onChange={setValue}
        valueFormat={valueFormat}
      />
      <output aria-label="值">{JSON.stringify(value)}</output>
    </>
  )
}

function DateHarness(props: { valueFormat?: DateValueFormat; withTime?: boolean }) {
  const [value, setValue] = useState<DateFieldValue>(null)
  return (
    <>
      <DateField label="参观日期" value={value} onChange={setValue} {...props} />
      <output aria-label="值">{JSON.stringify(value)}</output>
    </>
  )
}

const shownValue = () => screen.getByRole('status', { name: '值' }).textContent

describe('DateRangeField', () => {
  it('picks a range in a Chinese calendar; the end cannot be before the begin', async () => {
    const user = userEvent.setup()
    render(<RangeHarness />)
    const range = await screen.findByRole('group', { name: '创建时间' })
    // Empty fields show 年-月-日, never mm/dd/yyyy.
    expect(dateFieldIn(range, '开始日期')).toHaveTextContent('年-月-日')

    await typeDate(user, dateFieldIn(range, '开始日期'), '2024-03-05')
    expect(shownValue()).toBe('["2024-03-05",null]')

    const end = within(range).getAllByRole('button', { name: /^选择日期/ })[1]
    await user.click(end)
    const calendar = await screen.findByRole('dialog')
    // The calendar is in Chinese: 2024年3月, weeks start on Monday (一).
    expect(within(calendar).getByText('2024年3月')).toBeInTheDocument()
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent('一')
    expect(within(calendar).getByRole('gridcell', { name: '4' })).toBeDisabled()
    await user.click(within(calendar).getByRole('gridcell', { name: '20' }))

    expect(shownValue()).toBe('["2024-03-05","2024-03-20"]')
  })

  it('gives whole days as epoch ms: the first day from 00:00, the last until 23:59:59.999', async () => {
    const user = userEvent.setup()
    render(<RangeHarness valueFormat="epoch" />)
    const range = await screen.findByRole('group', { name: '创建时间' })
    await typeDate(user, dateFieldIn(range, '开始日期'), '2024-03-05')
    await typeDate(user, dateFieldIn(range, '结束日期'), '2024-03-06')
    const [begin, end] = JSON.parse(shownValue() ?? '[]') as [number, number]
    expect(begin).toBe(new Date(2024, 2, 5, 0, 0, 0, 0).getTime())
    expect(end).toBe(new Date(2024, 2, 6, 23, 59, 59, 999).getTime())
  })

  it('is empty ([]) again once both ends are cleared', async () => {
    const user = userEvent.setup()
    render(<RangeHarness />)
    const range = await screen.findByRole('group', { name: '创建时间' })
    await typeDate(user, dateFieldIn(range, '开始日期'), '2024-03-05')
    expect(shownValue()).toBe('["2024-03-05",null]')
    await user.click(within(range).getByRole('button', { name: '清除' }))
    expect(shownValue()).toBe('[]')
  })
})

describe('DateField', () => {
  it("holds 'YYYY-MM-DD HH:mm:ss' with a time", async () => {
    const user = userEvent.setup()
    render(<DateHarness withTime valueFormat="datetime" />)
    const field = await screen.findByRole('group', { name: '参观日期' })
    await typeDate(user, field, '2024-05-01 09:30')
    expect(shownValue()).toBe('"2024-05-01 09:30:00"')
  })

  it('keeps a half-typed date in the field and reports nothing until it is whole', async () => {
    const user = userEvent.setup()
    render(<DateHarness />)
    const field = await screen.findByRole('group', { name: '参观日期' })
    await typeDate(user, field, '2024-05')
    expect(shownValue()).toBe('null')
    expect(field).toHaveTextContent('2024-05-日')
    await user.keyboard('07')
    expect(shownValue()).toBe('"2024-05-07"')
  })

  it('picks from the calendar', async () => {
    const user = userEvent.setup()
    render(<DateHarness />)
    const field = await screen.findByRole('group', { name: '参观日期' })
    await typeDate(user, field, '2024-05-07')
    const calendar = await openCalendar(user, document.body)
    await user.click(within(calendar).getByRole('gridcell', { name: '21' }))
    expect(shownValue()).toBe('"2024-05-21"')
  })
})
