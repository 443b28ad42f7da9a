import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import dayjs from 'dayjs'
import { z } from 'zod'
import { dateTimeColumn, defineResource, defineResourceApi, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import { formatDate } from '@/shared/utils'
import { ID_NUMBER_MESSAGE, isValidIdNumber } from '@/shared/wire/museum-fields'
import { isCardExpired, validityText } from '../model/card-validity'
import type { CardItem, CardQuery, CardSave } from '../model/ticket-types'

const DAY = 'YYYY-MM-DD'

/** The card's validity in the list: the range, and 已过期 once its last day is over. */
export function CardValidity({ card }: { card: Pick<CardItem, 'validFrom' | 'validTo'> }) {
  const expired = isCardExpired(card.validTo)
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        sx={{ whiteSpace: 'nowrap', color: expired ? 'text.secondary' : 'inherit' }}
      >
        {validityText(card.validFrom, card.validTo)}
      </Box>
      {expired && <Chip size="small" color="error" variant="outlined" label="已过期" />}
    </Box>
  )
}

/** A picked day, 'YYYY-MM-DD'; the date field holds null while empty. */
const requiredDay = (message: string) =>
  z
    .string()
    .nullable()
    .refine((day) => !!day, message)
    .transform((day) => day ?? '')

const cardForm = z
  .object({
    id: z.number().optional(),
    holderName: z
      .string()
      .trim()
      .min(1, '持证人姓名不能为空')
      .max(30, '持证人姓名不能超过 30 个字'),
    cardType: z.number({ error: '请选择证件类型' }),
    cardNo: z.string().trim().min(1, '证件号码不能为空').max(30, '证件号码不能超过 30 个字符'),
    idNumber: z
      .string()
      .trim()
      .min(1, '身份证号码不能为空')
      .transform((value) => value.toUpperCase())
      .refine(isValidIdNumber, ID_NUMBER_MESSAGE),
    // Days as 'YYYY-MM-DD' (the date fields' value), null while empty.
    validFrom: requiredDay('请选择有效期开始日期'),
    validTo: requiredDay('请选择有效期结束日期'),
    status: z.number({ error: '请选择使用状态' }),
    remark: z.string().max(200, '备注不能超过 200 个字'),
  })
  // 'YYYY-MM-DD' strings compare as the days they name.
  .refine(({ validFrom, validTo }) => validFrom <= validTo, {
    message: '有效期开始日期不能晚于结束日期',
    path: ['validTo'],
  })

type CardFormOut = z.output<typeof cardForm>

/** 'YYYY-MM-DD' -> epoch ms of that day's local midnight (what the server stores). */
const dayMs = (day: string) => dayjs(day).startOf('day').valueOf()

/** 优待证件 (/ticket/card): concession cards with their validity (docs/admin-api.md#museum-modules). */
export const cardResource = defineResource({
  api: defineResourceApi<CardItem, CardSave, CardQuery>({
    path: '/museum/card',
    tag: 'MuseumCard',
  }),
  permission: 'ticket:card',
  name: '优待证件',
  idName: '证件号码',
  deleteLabel: (row) => row.cardNo,
  export: { fileName: '优待证件.xlsx' },
  search: [
    { kind: 'text', name: 'holderName', label: '持证人' },
    { kind: 'text', name: 'cardNo', label: '证件号码' },
    { kind: 'dict', name: 'cardType', label: '证件类型', dictType: DICT_TYPE.CARD_TYPE },
    { kind: 'dict', name: 'status', label: '使用状态', dictType: DICT_TYPE.USE_STATUS },
    {
      kind: 'select',
      name: 'expired',
      label: '有效期',
      options: [
        { label: '有效', value: '0' },
        { label: '已过期', value: '1' },
      ],
    },
  ],
  columns: [
    { key: 'holderName', title: '持证人', nowrap: true },
    dictColumn('cardType', '证件类型', DICT_TYPE.CARD_TYPE, { width: 110 }),
    { key: 'cardNo', title: '证件号码', nowrap: true },
    { key: 'idNumber', title: '身份证号码', nowrap: true },
    { key: 'validity', title: '有效期', render: (row) => <CardValidity card={row} /> },
    dictColumn('status', '使用状态', DICT_TYPE.USE_STATUS, { width: 100 }),
    { key: 'remark', title: '备注', ellipsis: true },
    dateTimeColumn('createTime', '创建时间', { visible: false }),
  ],
  form: {
    schema: cardForm,
    fields: [
      { kind: 'text', name: 'holderName', label: '持证人', required: true },
      {
        kind: 'dictRadio',
        name: 'cardType',
        label: '证件类型',
        dictType: DICT_TYPE.CARD_TYPE,
        required: true,
      },
      { kind: 'text', name: 'cardNo', label: '证件号码', required: true },
      { kind: 'text', name: 'idNumber', label: '身份证号码', required: true },
      { kind: 'date', name: 'validFrom', label: '有效期开始', required: true },
      { kind: 'date', name: 'validTo', label: '有效期结束', required: true },
      { kind: 'dictRadio', name: 'status', label: '使用状态', dictType: DICT_TYPE.USE_STATUS },
      { kind: 'text', name: 'remark', label: '备注', rows: 3, placeholder: '请输入内容' },
    ],
    empty: {
      holderName: '',
      cardType: 1,
      cardNo: '',
      idNumber: '',
      validFrom: null,
      validTo: null,
      status: 0,
      remark: '',
    },
    fromItem: (item) => ({
      id: item.id,
      holderName: item.holderName,
      cardType: item.cardType,
      cardNo: item.cardNo,
      idNumber: item.idNumber,
      validFrom: formatDate(item.validFrom, DAY),
      validTo: formatDate(item.validTo, DAY),
      status: item.status,
      remark: item.remark ?? '',
    }),
    toSave: ({ validFrom, validTo, remark, ...values }: CardFormOut): CardSave => ({
      ...values,
      validFrom: dayMs(validFrom),
      validTo: dayMs(validTo),
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    }),
  },
})
