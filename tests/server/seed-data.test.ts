import { describe, expect, it } from 'vitest'
import { ALL_DICT_TYPES } from '../../src/shared/dict/dict-types'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'

// Every dictionary type the console knows, spelled out.
const SPEC_DICT_TYPES = [
  'user_type',
  'common_status',
  'terminal',
  'system_user_sex',
  'system_menu_type',
  'system_role_type',
  'system_data_scope',
  'system_notice_type',
  'system_operate_type',
  'system_login_type',
  'system_login_result',
  'system_sms_channel_code',
  'system_sms_template_type',
  'system_sms_send_status',
  'system_sms_receive_status',
  'system_error_code_type',
  'system_oauth2_grant_type',
  'system_mail_send_status',
  'system_notify_template_type',
  'infra_boolean_string',
  'infra_redis_timeout_type',
  'infra_job_status',
  'infra_job_log_status',
  'infra_api_error_log_process_status',
  'infra_config_type',
  'infra_codegen_template_type',
  'infra_codegen_front_type',
  'infra_codegen_scene',
  'infra_file_storage',
  'bpm_model_category',
  'bpm_model_form_type',
  'bpm_task_assign_rule_type',
  'bpm_process_instance_status',
  'bpm_process_instance_result',
  'bpm_task_assign_script',
  'bpm_oa_leave_type',
  'pay_channel_wechat_version',
  'pay_channel_code',
  'pay_order_status',
  'pay_refund_status',
  'pay_notify_status',
  'pay_notify_type',
  'mp_auto_reply_request_match',
  'mp_message_type',
  'product_spu_status',
  'product_unit',
  'trade_after_sale_status',
  'trade_after_sale_way',
  'trade_after_sale_type',
  'trade_order_type',
  'trade_order_status',
  'trade_order_item_after_sale_status',
  'trade_order_cancel_type',
  'trade_delivery_type',
  'trade_order_refund_status',
  'promotion_discount_type',
  'promotion_product_scope',
  'promotion_coupon_template_validity_type',
  'promotion_coupon_status',
  'promotion_coupon_take_type',
  'promotion_activity_status',
  'promotion_condition_type',
  'overall_rule_type',
  'reserve_notice_type',
  'reserve_notice_status',
  'notice_type',
  'notice_status',
  'ticket_status',
  'word_card_type',
  'temp_amount_take',
  'reserve_type',
  'card_type',
  'message_type',
  'use_status',
  'audit_front_router',
  'work_unit_type',
  'reserve_status',
  'volunteer_status',
  'volunteer_type',
  'activity_type',
  'activity_cost',
  'activity_status',
  'activity_sign_status',
  'yes_no',
  'team_reserve_status',
]

const COLOR_TYPES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger']
const HAS_CHINESE = /[\u4e00-\u9fa5]/

describe('seed data', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  it('has every dictionary type of the console, each named in Chinese', async () => {
    const types = await call<Array<{ name: string; type: string }>>(
      sandbox,
      '/system/dict-type/list-all-simple',
      { token: admin.token },
    )
    const seeded = types.data.map((t) => t.type)
    expect(seeded.sort()).toEqual([...SPEC_DICT_TYPES].sort())
    expect(seeded.sort()).toEqual([...ALL_DICT_TYPES].sort())
    for (const t of types.data) expect(t.name, t.type).toMatch(HAS_CHINESE)
  })

  it('every type has entries with string values and allowed colour types', async () => {
    const data = await call<
      Array<{ dictType: string; value: string; label: string; colorType: string }>
    >(sandbox, '/system/dict-data/list-all-simple', { token: admin.token })
    const byType = new Map<string, number>()
    for (const item of data.data) {
      byType.set(item.dictType, (byType.get(item.dictType) ?? 0) + 1)
      expect(typeof item.value).toBe('string')
      expect(COLOR_TYPES).toContain(item.colorType)
      expect(item.label.trim()).not.toBe('')
    }
    for (const type of SPEC_DICT_TYPES)
      expect(byType.get(type) ?? 0, type).toBeGreaterThanOrEqual(2)
    const label = (type: string, value: string) =>
      data.data.find((d) => d.dictType === type && d.value === value)?.label
    expect(label('system_notify_template_type', '1')).toBe('通知公告')
    expect(label('system_notify_template_type', '2')).toBe('系统消息')
    expect(label('infra_config_type', '1')).toBe('系统内置')
    expect(label('bpm_process_instance_result', '2')).toBe('通过')
  })

  it('seeds built-in and custom configs', async () => {
    const configs = await call<{ list: Array<{ key: string; type: number }>; total: number }>(
      sandbox,
      '/infra/config/page',
      { token: admin.token, query: { pageSize: 100 } },
    )
    const types = new Map(configs.data.list.map((c) => [c.key, c.type]))
    expect(types.get('system.user.init-password')).toBe(1)
    expect(types.get('museum.reserve.daily-limit')).toBe(2)
  })

  it('seeds read and unread notifications for admin and staff, spread over recent days', async () => {
    const messages = await call<{
      list: Array<{ userId: number; readStatus: boolean; createTime: number; templateType: number }>
    }>(sandbox, '/system/notify-message/page', { token: admin.token, query: { pageSize: 100 } })
    const list = messages.data.list
    for (const userId of [1, 2]) {
      const mine = list.filter((m) => m.userId === userId)
      expect(mine.some((m) => m.readStatus)).toBe(true)
      expect(mine.some((m) => !m.readStatus)).toBe(true)
    }
    expect(new Set(list.map((m) => m.templateType))).toEqual(new Set([1, 2]))
    const ages = list.map((m) => sandbox.clock.now() - m.createTime)
    expect(Math.max(...ages)).toBeGreaterThan(3 * 86_400_000)
    expect(Math.min(...ages)).toBeLessThan(86_400_000)
  })
})
