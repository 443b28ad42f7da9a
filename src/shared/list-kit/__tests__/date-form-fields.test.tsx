import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { typeDate } from '@/shared/test-utils/date-pickers'
import { FormField, type FormFieldDef } from '..'

interface Visit {
  visitAt: string | null
  openPeriod: readonly (number | null)[]
}

const FIELDS: FormFieldDef<Visit>[] = [
  { kind: 'date', name: 'visitAt', label: '参观时间', withTime: true, valueFormat: 'datetime' },
  { kind: 'dateRange', name: 'openPeriod', label: '开放期', valueFormat: 'epoch' },
]

function VisitForm({ onSubmit }: { onSubmit: (values: Visit) => void }) {
  const form = useForm<Visit>({ defaultValues: { visitAt: null, openPeriod: [] } })
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      {FIELDS.map((field) => (
        <FormField key={field.name} field={field} form={form} />
      ))}
      <button type="submit">确定</button>
    </form>
  )
}

describe('list-kit date form fields', () => {
  it('are named by their row label and hold the chosen wire format', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<VisitForm onSubmit={onSubmit} />)

    await typeDate(user, await screen.findByRole('group', { name: '参观时间' }), '2024-05-01 09:30')
    const period = await screen.findByRole('group', { name: '开放期' })
    await typeDate(user, within(period).getByRole('group', { name: '开始日期' }), '2024-05-01')
    await typeDate(user, within(period).getByRole('group', { name: '结束日期' }), '2024-05-03')
    await user.click(screen.getByRole('button', { name: '确定' }))

    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit.mock.calls[0][0]).toEqual({
      visitAt: '2024-05-01 09:30:00',
      openPeriod: [
        new Date(2024, 4, 1, 0, 0, 0, 0).getTime(),
        new Date(2024, 4, 3, 23, 59, 59, 999).getTime(),
      ],
    })
  })
})
