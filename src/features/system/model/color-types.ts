import type { FormOption } from '@/shared/list-kit'

/** The colorType choices of a dictionary entry (docs/admin-api.md#dictionaries). */
export const COLOR_TYPE_OPTIONS: readonly FormOption[] = [
  { value: 'default', label: '默认' },
  { value: 'primary', label: '主要' },
  { value: 'success', label: '成功' },
  { value: 'info', label: '信息' },
  { value: 'warning', label: '警告' },
  { value: 'danger', label: '危险' },
]
