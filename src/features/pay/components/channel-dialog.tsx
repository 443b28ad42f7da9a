import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { DICT_TYPE } from '@/shared/dict'
import { FormDialog, FormField, type FormFieldDef } from '@/shared/list-kit'
import { useGetPayChannelQuery, useSavePayChannelMutation } from '../api/pay-api'
import { channelKind, type ChannelColumn } from '../model/channel-grid'
import {
  ALIPAY_MODE_CERT,
  ALIPAY_MODE_KEY,
  ALIPAY_SERVER_URLS,
  channelForm,
  channelFormOf,
  channelSaveOf,
  emptyChannelForm,
  WECHAT_V2,
  WECHAT_V3,
  type ChannelFormIn,
} from '../model/channel-config'
import type { PayAppItem } from '../model/pay-types'
import { CertField } from './cert-field'

export interface ChannelTarget {
  app: PayAppItem
  channel: ChannelColumn
}

type Field = FormFieldDef<ChannelFormIn>

function FeeRateField({ form }: { form: UseFormReturn<ChannelFormIn> }) {
  return (
    <FormField
      form={form}
      field={{
        kind: 'custom',
        name: 'feeRate',
        label: '渠道费率',
        required: true,
        render: () => <FeeRateInput form={form} />,
      }}
    />
  )
}

function FeeRateInput({ form }: { form: UseFormReturn<ChannelFormIn> }) {
  return (
    <Controller
      control={form.control}
      name="feeRate"
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          placeholder="请输入渠道费率"
          slotProps={{
            htmlInput: { 'aria-label': '渠道费率', inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
        />
      )}
    />
  )
}

function certRow(
  form: UseFormReturn<ChannelFormIn>,
  name: keyof ChannelFormIn & string,
  label: string,
  accept: readonly string[],
) {
  return (
    <FormField
      key={name}
      form={form}
      field={{
        kind: 'custom',
        name,
        label,
        required: true,
        render: () => <CertField form={form} name={name} label={label} accept={accept} />,
      }}
    />
  )
}

/** The fields of one channel kind; Alipay's follow the key mode, WeChat's the API version. */
function ChannelFields({ code, form }: { code: string; form: UseFormReturn<ChannelFormIn> }) {
  const kind = channelKind(code)
  const mode = form.watch('mode')
  const version = form.watch('apiVersion')
  const fields: Field[] = []
  const rows = (list: Field[]) =>
    list.map((field) => <FormField key={field.name} field={field} form={form} />)
  if (kind === 'alipay') {
    fields.push(
      { kind: 'text', name: 'appId', label: '开放平台 APPID', required: true },
      {
        kind: 'radio',
        name: 'serverUrl',
        label: '网关地址',
        required: true,
        options: ALIPAY_SERVER_URLS.map((url) => ({ label: url.label, value: url.value })),
      },
      {
        kind: 'radio',
        name: 'signType',
        label: '算法类型',
        options: [{ label: 'RSA2', value: 'RSA2' }],
      },
      {
        kind: 'radio',
        name: 'mode',
        label: '公钥类型',
        required: true,
        options: [
          { label: '公钥模式', value: ALIPAY_MODE_KEY },
          { label: '证书模式', value: ALIPAY_MODE_CERT },
        ],
      },
      { kind: 'text', name: 'privateKey', label: '商户私钥', required: true, rows: 3 },
    )
    return (
      <>
        {rows(fields)}
        {mode === ALIPAY_MODE_KEY
          ? rows([
              {
                kind: 'text',
                name: 'alipayPublicKey',
                label: '支付宝公钥',
                required: true,
                rows: 3,
              },
            ])
          : [
              certRow(form, 'appCertContent', '商户公钥应用证书', ['.crt', '.pem']),
              certRow(form, 'alipayPublicCertContent', '支付宝公钥证书', ['.crt', '.pem']),
              certRow(form, 'rootCertContent', '根证书', ['.crt', '.pem']),
            ]}
      </>
    )
  }
  if (kind === 'wechat') {
    fields.push(
      { kind: 'text', name: 'appId', label: '公众号 APPID', required: true },
      { kind: 'text', name: 'mchId', label: '商户号', required: true },
      {
        kind: 'radio',
        name: 'apiVersion',
        label: 'API 版本',
        required: true,
        options: [
          { label: 'v2 版本', value: WECHAT_V2 },
          { label: 'v3 版本', value: WECHAT_V3 },
        ],
      },
    )
    return (
      <>
        {rows(fields)}
        {version === WECHAT_V2
          ? [
              ...rows([{ kind: 'text', name: 'mchKey', label: '商户密钥', required: true }]),
              certRow(form, 'keyContent', 'apiclient_cert.p12 证书', ['.p12']),
            ]
          : [
              ...rows([{ kind: 'text', name: 'apiV3Key', label: 'API V3 密钥', required: true }]),
              certRow(form, 'privateKeyContent', 'apiclient_key.pem 证书', ['.pem']),
              certRow(form, 'privateCertContent', 'apiclient_cert.pem 证书', ['.pem']),
            ]}
      </>
    )
  }
  return null
}

/**
 * 创建支付渠道 / 编辑支付渠道 for one app and channel code. The stored channel is loaded first
 * (its secrets masked); saving sends the masks back untouched unless a secret was retyped.
 */
export function ChannelDialog({
  target,
  onClose,
}: {
  target: ChannelTarget | null
  onClose: () => void
}) {
  const query = useGetPayChannelQuery(
    target ? { appId: target.app.id, code: target.channel.code } : { appId: 0, code: '' },
    { skip: !target, refetchOnMountOrArgChange: true },
  )
  const [save] = useSavePayChannelMutation()
  const ready = target !== null && !query.isFetching && !query.isError
  const stored = ready ? (query.data ?? null) : null
  const code = target?.channel.code ?? ''
  return (
    <FormDialog<ChannelFormIn, ChannelFormIn>
      open={ready}
      title={stored ? '编辑支付渠道' : '创建支付渠道'}
      schema={channelForm}
      defaultValues={stored ? channelFormOf(stored) : emptyChannelForm(code)}
      successMessage={stored ? '修改成功' : '新增成功'}
      maxWidth="md"
      onClose={onClose}
      onSubmit={(values) => save(channelSaveOf(target?.app.id ?? 0, values)).unwrap()}
    >
      {(form) => (
        <>
          <FormField
            form={form}
            field={{
              kind: 'custom',
              name: 'channel',
              label: '支付渠道',
              render: () => (
                <span>{`${target?.app.name ?? ''} / ${target?.channel.name ?? ''}`}</span>
              ),
            }}
          />
          <ChannelFields code={code} form={form} />
          <FeeRateField form={form} />
          <FormField
            form={form}
            field={{
              kind: 'dictRadio',
              name: 'status',
              label: '渠道状态',
              dictType: DICT_TYPE.COMMON_STATUS,
            }}
          />
          <FormField
            form={form}
            field={{
              kind: 'text',
              name: 'remark',
              label: '备注',
              rows: 2,
              placeholder: '请输入备注',
            }}
          />
        </>
      )}
    </FormDialog>
  )
}
