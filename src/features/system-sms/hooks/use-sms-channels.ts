import { useCallback, useMemo } from 'react'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import type { FormOption, SelectOption } from '@/shared/list-kit'
import { useListSmsChannelsQuery } from '../api/sms-api'
import { channelLabel, type SmsChannelSimpleItem } from '../model/sms-types'

export interface SmsChannels {
  list: readonly SmsChannelSimpleItem[]
  /** `签名【渠道】` of a channel id, or the id itself when unknown. */
  labelOf: (id: number) => string
  /** For the search form (string values). */
  searchOptions: readonly SelectOption[]
  /** For the template form (number values). */
  formOptions: readonly FormOption[]
}

/** The channels 短信模板 and 短信日志 name and filter by. */
export function useSmsChannels(): SmsChannels {
  const { data } = useListSmsChannelsQuery()
  const codes = useDictOptions(DICT_TYPE.SYSTEM_SMS_CHANNEL_CODE)
  const codeLabel = useCallback(
    (code: string) => codes.find((option) => option.value === code)?.label ?? code,
    [codes],
  )
  return useMemo(() => {
    const list = data ?? []
    const labels = new Map(list.map((channel) => [channel.id, channelLabel(channel, codeLabel)]))
    return {
      list,
      labelOf: (id) => labels.get(id) ?? String(id),
      searchOptions: list.map((c) => ({ value: String(c.id), label: labels.get(c.id) ?? '' })),
      formOptions: list.map((c) => ({ value: c.id, label: labels.get(c.id) ?? '' })),
    }
  }, [data, codeLabel])
}
