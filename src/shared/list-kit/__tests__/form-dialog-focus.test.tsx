import { useState } from 'react'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { resetPopups } from '@/shared/ui/popups'
import { FormDialog } from '../form-dialog'
import type { FormFieldDef } from '../form-field-types'
import { renderWithList } from './list-kit-harness'

afterEach(() => act(() => resetPopups()))

const schema = z.object({ code: z.string(), name: z.string(), remark: z.string() })
type Values = z.input<typeof schema>

function Harness({ editing }: { editing: boolean }) {
  const [open, setOpen] = useState(false)
  const fields: FormFieldDef<Values>[] = [
    // Locked when editing, as a dictionary type's code is.
    { kind: 'text', name: 'code', label: '编码', disabled: editing },
    { kind: 'text', name: 'name', label: '名称' },
    { kind: 'text', name: 'remark', label: '备注', rows: 3 },
  ]
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <FormDialog
        open={open}
        title="部件"
        schema={schema}
        defaultValues={{ code: '', name: '', remark: '' }}
        fields={fields}
        onSubmit={async () => {}}
        successMessage="保存成功"
        onClose={() => setOpen(false)}
      />
    </>
  )
}

describe('FormDialog keyboard', () => {
  it('opens with its first field focused, so typing fills it; Escape closes it unchanged', async () => {
    const user = userEvent.setup()
    renderWithList(<Harness editing={false} />)
    screen.getByRole('button', { name: '打开' }).focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: '部件' })
    const code = within(dialog).getByRole('textbox', { name: '编码' })
    await waitFor(() => expect(code).toHaveFocus())
    await user.keyboard('abc')
    expect(code).toHaveValue('abc')

    await user.clear(code)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('skips a locked field', async () => {
    const user = userEvent.setup()
    renderWithList(<Harness editing />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    const dialog = await screen.findByRole('dialog', { name: '部件' })
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveFocus())
  })
})
