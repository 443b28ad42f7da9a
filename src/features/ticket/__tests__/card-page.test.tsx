import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { typeDate } from '@/shared/test-utils/date-pickers'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { isCardExpired } from '../model/card-validity'
import type { CardItem } from '../model/ticket-types'
import CardPage from '../pages/card-page'
import { dayStart, renderTicketPage } from './ticket-harness'

const server = setupMswServer()

function card(id: number, holderName: string, validFrom: number, validTo: number): CardItem {
  return {
    id,
    holderName,
    cardType: 1,
    cardNo: `LN2024000${id}`,
    idNumber: '320102********1234',
    validFrom,
    validTo,
    status: 0,
    remark: null,
    createTime: validFrom,
  }
}

const VALID = card(1, '王建国', dayStart(-100), dayStart(300))
const LAST_DAY_TODAY = card(2, '李秀英', dayStart(-365), dayStart())
const EXPIRED = card(3, '赵春梅', dayStart(-800), dayStart(-1))

function serveCards() {
  const log = { created: [] as unknown[] }
  server.use(
    http.get(apiUrl('/museum/card/page'), () =>
      okEnvelope({ list: [VALID, LAST_DAY_TODAY, EXPIRED], total: 3 }),
    ),
    http.post(apiUrl('/museum/card/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(99)
    }),
  )
  return log
}

async function rowOf(name: string) {
  const table = screen.getByRole('table', { name: '优待证件列表' })
  return (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement
}

const day = (ms: number) => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

describe('优待证件', () => {
  it('shows each card validity, with 已过期 once its last day is over', async () => {
    serveCards()
    renderTicketPage(<CardPage />, { path: '/ticket/card' })

    const valid = await rowOf('王建国')
    expect(
      within(valid).getByText(`${day(VALID.validFrom)} 至 ${day(VALID.validTo)}`),
    ).toBeInTheDocument()
    expect(within(valid).queryByText('已过期')).not.toBeInTheDocument()
    expect(within(valid).getByText('老年证')).toBeInTheDocument()
    expect(within(valid).getByText('未使用')).toBeInTheDocument()
    // The last valid day is still valid.
    expect(within(await rowOf('李秀英')).queryByText('已过期')).not.toBeInTheDocument()
    expect(within(await rowOf('赵春梅')).getByText('已过期')).toBeInTheDocument()
  })

  it('a card expires when the day after its last day begins', () => {
    const lastDay = new Date(2026, 10, 27).getTime()
    expect(isCardExpired(lastDay, new Date(2026, 10, 27, 23, 59).getTime())).toBe(false)
    expect(isCardExpired(lastDay, new Date(2026, 10, 28, 0, 0).getTime())).toBe(true)
  })

  it('adds a card: the ID number is checked, the validity sent as local midnights', async () => {
    const user = userEvent.setup()
    const log = serveCards()
    renderTicketPage(<CardPage />, { path: '/ticket/card' })
    await rowOf('王建国')

    await user.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加优待证件' })
    await user.type(within(dialog).getByRole('textbox', { name: '持证人' }), '陈老师')
    await user.click(within(dialog).getByRole('radio', { name: '学生证' }))
    await user.type(within(dialog).getByRole('textbox', { name: '证件号码' }), 'XS20240001')
    await user.type(
      within(dialog).getByRole('textbox', { name: '身份证号码' }),
      '110101199003071234',
    )
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入正确的身份证号码')).toBeInTheDocument()
    // The date fields are a lazy chunk: their message shows once they are in.
    expect(await within(dialog).findByText('请选择有效期开始日期')).toBeInTheDocument()

    const idNumber = within(dialog).getByRole('textbox', { name: '身份证号码' })
    await user.clear(idNumber)
    await user.type(idNumber, '11010119900307109x')
    await typeDate(user, within(dialog).getByRole('group', { name: '有效期开始' }), '2027-09-01')
    await typeDate(user, within(dialog).getByRole('group', { name: '有效期结束' }), '2027-08-31')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('有效期开始日期不能晚于结束日期')).toBeInTheDocument()
    expect(log.created).toEqual([])

    await typeDate(user, within(dialog).getByRole('group', { name: '有效期开始' }), '2026-09-01')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    await waitFor(() => expect(log.created).toHaveLength(1))
    expect(log.created[0]).toEqual({
      holderName: '陈老师',
      cardType: 2,
      cardNo: 'XS20240001',
      idNumber: '11010119900307109X',
      validFrom: new Date(2026, 8, 1).getTime(),
      validTo: new Date(2027, 7, 31).getTime(),
      status: 0,
    })
    // Typing into the date pickers is slow in jsdom on a busy machine.
  }, 60_000)
})
