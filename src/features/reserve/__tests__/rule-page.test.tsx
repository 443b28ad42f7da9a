import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import RulePage from '../pages/rule-page'
import type { RuleItem } from '../model/reserve-types'
import { ADMIN, renderReservePage } from './reserve-harness'

const server = setupMswServer()

function rule(id: number, type: RuleItem['type'], extra: Partial<RuleItem> = {}): RuleItem {
  return {
    id,
    type,
    enabled: true,
    advanceDays: 7,
    cancelDeadlineHours: 2,
    maxPersons: 5,
    minPersons: 1,
    dailyLimitPerIdNumber: 1,
    tempAmountTake: 0,
    ...extra,
  }
}

function serve() {
  const log = { updated: [] as unknown[] }
  let rules = [rule(1, 1), rule(2, 2, { minPersons: 10, maxPersons: 50 }), rule(3, 3)]
  server.use(
    http.get(apiUrl('/museum/reserve-rule/list'), () => okEnvelope(rules)),
    http.put(apiUrl('/museum/reserve-rule/update'), async ({ request }) => {
      const body = (await request.json()) as RuleItem
      log.updated.push(body)
      rules = rules.map((r) => (r.id === body.id ? { ...r, ...body } : r))
      return okEnvelope(true)
    }),
  )
  return log
}

describe('预约规则', () => {
  it('shows one card per rule type and saves one card on its own', async () => {
    const user = userEvent.setup()
    const log = serve()
    renderReservePage(<RulePage />, { path: '/reserve/rule', permissions: ADMIN })
    const team = await screen.findByRole('form', { name: '团队预约规则' })
    expect(screen.getByRole('form', { name: '个人预约规则' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: '活动预约规则' })).toBeInTheDocument()
    const save = within(team).getByRole('button', { name: '保存' })
    expect(save).toBeDisabled()

    const max = within(team).getByRole('spinbutton', { name: '每单最多人数' })
    await user.clear(max)
    await user.type(max, '5')
    await user.click(save)
    expect(await within(team).findByText('每单最少人数不能大于最多人数')).toBeInTheDocument()
    expect(log.updated).toEqual([])

    await user.type(max, '0')
    await user.click(within(team).getByLabelText('开放预约'))
    await user.click(save)
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(log.updated).toEqual([
      {
        id: 2,
        enabled: false,
        advanceDays: 7,
        cancelDeadlineHours: 2,
        minPersons: 10,
        maxPersons: 50,
        dailyLimitPerIdNumber: 1,
        tempAmountTake: 0,
      },
    ])
    expect(within(team).getByRole('spinbutton', { name: '每单最多人数' })).toHaveValue(50)
    expect(within(team).getByRole('button', { name: '保存' })).toBeDisabled()
  }, 60_000)

  it('is read only without reserve:rule:update', async () => {
    serve()
    renderReservePage(<RulePage />, { path: '/reserve/rule', permissions: ['reserve:rule:query'] })
    const personal = await screen.findByRole('form', { name: '个人预约规则' })
    expect(within(personal).queryByRole('button', { name: '保存' })).not.toBeInTheDocument()
    expect(within(personal).getByRole('spinbutton', { name: '每单最多人数' })).toBeDisabled()
  })
})
