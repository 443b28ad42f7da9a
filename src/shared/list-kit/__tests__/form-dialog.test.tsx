import { useState } from 'react'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { z } from 'zod'
import { FormDialog } from '../form-dialog'
import type { FormFieldDef } from '../form-field-types'
import { renderWithList } from './list-kit-harness'
import { resetPopups } from '@/shared/ui/popups'

afterEach(() => act(() => resetPopups()))

const schema = z.object({
  name: z.string().trim().min(1, '名称不能为空'),
  sort: z
    .number()
    .nullable()
    .refine((sort) => sort !== null, '排序不能为空'),
  status: z.number(),
  visible: z.boolean(),
})
type Values = z.input<typeof schema>

const fields: FormFieldDef<Values>[] = [
  { kind: 'text', name: 'name', label: '名称', required: true },
  { kind: 'number', name: 'sort', label: '排序', required: true },
  { kind: 'dictRadio', name: 'status', label: '状态', dictType: 'common_status' },
  {
    kind: 'radio',
    name: 'visible',
    label: '是否可见',
    options: [
      { label: '是', value: true },
      { label: '否', value: false },
    ],
  },
]

const DEFAULTS: Values = { name: '', sort: 0, status: 0, visible: true }

function Harness({
  onSubmit,
  onClose,
}: {
  onSubmit: (values: z.output<typeof schema>) => Promise<unknown>
  /** Told each time the dialog asks to be closed (the only way it closes). */
  onClose?: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <FormDialog
        open={open}
        title="添加部件"
        schema={schema}
        defaultValues={DEFAULTS}
        fields={fields}
        onSubmit={onSubmit}
        successMessage="新增成功"
        onClose={() => {
          onClose?.()
          setOpen(false)
        }}
      />
    </>
  )
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '打开' }))
  return screen.findByRole('dialog', { name: '添加部件' })
}

describe('FormDialog', () => {
  it('shows the schema messages and does not submit invalid input', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(async () => {})
    renderWithList(<Harness onSubmit={onSubmit} />)
    const dialog = await openDialog(user)

    await user.clear(within(dialog).getByRole('spinbutton', { name: '排序' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await within(dialog).findByText('名称不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('排序不能为空')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits typed values, toasts and closes', async () => {
    const user = userEvent.setup()
    // The server answers when the test says so.
    let answer!: () => void
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)))
    renderWithList(<Harness onSubmit={onSubmit} />)
    const dialog = await openDialog(user)

    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), ' 齿轮 ')
    await user.clear(within(dialog).getByRole('spinbutton', { name: '排序' }))
    await user.type(within(dialog).getByRole('spinbutton', { name: '排序' }), '3')
    const status = within(dialog).getByRole('radiogroup', { name: '状态' })
    await user.click(within(status).getByRole('radio', { name: '关闭' }))
    await user.click(within(dialog).getByRole('radio', { name: '否' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledWith({ name: '齿轮', sort: 3, status: 1, visible: false })
    // While it saves the dialog stays, and 取消 cannot drop the request's outcome.
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled()
    expect(screen.queryByText('新增成功')).not.toBeInTheDocument()
    await act(async () => answer())
    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '添加部件' })).not.toBeInTheDocument(),
    )
  })

  it('stays open with the typed input when the save is refused, then starts fresh next time', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(async () => {
      throw { code: 1002006001, msg: '已经存在' }
    })
    renderWithList(<Harness onSubmit={onSubmit} />)
    const dialog = await openDialog(user)
    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '齿轮')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue('齿轮')
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeEnabled()
    expect(screen.queryByText('新增成功')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const reopened = await openDialog(user)
    expect(within(reopened).getByRole('textbox', { name: '名称' })).toHaveValue('')
  })

  it('ignores outside clicks, and Escape once something was typed', async () => {
    const user = userEvent.setup()
    // The dialog closes only through onClose, which the click and the key handlers call at once:
    // checking it right after the event needs no wait for an exit transition.
    const closed = vi.fn()
    renderWithList(<Harness onSubmit={async () => {}} onClose={closed} />)
    const dialog = await openDialog(user)

    const backdrop = document.querySelector('.MuiBackdrop-root')
    expect(backdrop).not.toBeNull()
    fireEvent.click(backdrop!)
    expect(closed).not.toHaveBeenCalled()

    await user.type(within(dialog).getByRole('textbox', { name: '名称' }), '齿')
    await user.keyboard('{Escape}')
    expect(closed).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: '添加部件' })).toBeInTheDocument()

    await user.clear(within(dialog).getByRole('textbox', { name: '名称' }))
    await user.keyboard('{Escape}')
    expect(closed).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
