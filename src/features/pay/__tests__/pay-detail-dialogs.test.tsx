import { screen, within } from '@testing-library/react'
import { dictSlice } from '@/shared/dict/dict-slice'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { PayRefundDetailDialog } from '../components/pay-detail-dialogs'
import type { PayRefundItem } from '../model/pay-types'

function refund(overrides: Partial<PayRefundItem> = {}): PayRefundItem {
  return {
    id: 9,
    no: 'R202601010001',
    appId: 2,
    appName: '活动报名',
    orderId: 5001,
    orderNo: null,
    channelCode: null,
    merchantOrderId: '307',
    merchantRefundId: '307-r1',
    notifyUrl: '',
    status: 0,
    payPrice: 3980,
    refundPrice: 1990,
    reason: '行程有变',
    userIp: null,
    channelOrderNo: null,
    channelRefundNo: null,
    channelErrorCode: null,
    channelErrorMsg: null,
    successTime: null,
    createTime: Date.now(),
    ...overrides,
  }
}

const storeWithDicts = () => createTestStore({ dict: dictSlice.reducer })

/** The value shown next to a label in the detail grid. */
function valueOf(label: string): HTMLElement {
  const dialog = screen.getByRole('dialog', { name: '退款订单详情' })
  const term = within(dialog).getByText(label, { selector: 'dt' })
  return term.nextElementSibling as HTMLElement
}

describe('退款订单详情', () => {
  it('names the app after its number and shows - while no channel was chosen', () => {
    renderWithStore(
      <PayRefundDetailDialog refund={refund()} onClose={() => undefined} />,
      storeWithDicts(),
    )
    expect(valueOf('应用编号')).toHaveTextContent('2 活动报名')
    expect(valueOf('退款渠道')).toHaveTextContent(/^-$/)
    expect(valueOf('退款金额')).toHaveTextContent('19.90')
  })

  it('shows the channel once there is one, and the bare number for an app without a name', () => {
    renderWithStore(
      <PayRefundDetailDialog
        refund={refund({ channelCode: 'mock', appName: null })}
        onClose={() => undefined}
      />,
      storeWithDicts(),
    )
    expect(valueOf('应用编号')).toHaveTextContent(/^2$/)
    expect(valueOf('退款渠道')).not.toHaveTextContent(/^-$/)
  })
})
