import type { UseFormReturn } from 'react-hook-form'
import { useWatch } from 'react-hook-form'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import { ImageUploadFormField } from '@/shared/image-upload'
import type { OAuth2ClientFormValues } from '../model/oauth2-client-types'
import { ChipsInput } from './chips-input'

type Form = UseFormReturn<OAuth2ClientFormValues>

const NO_OPTIONS: readonly { value: string; label: string }[] = []

export function LogoInput({ form }: { form: Form }) {
  return <ImageUploadFormField form={form} name="logo" label="应用图标" width={80} height={80} />
}

export function GrantTypesInput({ form }: { form: Form }) {
  const options = useDictOptions(DICT_TYPE.SYSTEM_OAUTH2_GRANT_TYPE)
  return (
    <ChipsInput
      form={form}
      name="authorizedGrantTypes"
      label="授权类型"
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
    />
  )
}

/** 授权范围: new scopes may be typed; removing one also removes it from 自动授权范围. */
export function ScopesInput({ form }: { form: Form }) {
  return (
    <ChipsInput
      form={form}
      name="scopes"
      label="授权范围"
      options={NO_OPTIONS}
      free
      onChanged={(scopes) => {
        const auto = form.getValues('autoApproveScopes')
        const kept = auto.filter((scope) => scopes.includes(scope))
        if (kept.length !== auto.length) form.setValue('autoApproveScopes', kept)
      }}
    />
  )
}

/** 自动授权范围: only among the scopes chosen above. */
export function AutoApproveInput({ form }: { form: Form }) {
  const scopes = useWatch({ control: form.control, name: 'scopes' })
  return (
    <ChipsInput
      form={form}
      name="autoApproveScopes"
      label="自动授权范围"
      options={scopes.map((scope) => ({ value: scope, label: scope }))}
      placeholder={scopes.length ? '请选择自动授权范围' : '请先填写授权范围'}
    />
  )
}

export function FreeListInput({
  form,
  name,
  label,
}: {
  form: Form
  name: 'redirectUris' | 'authorities' | 'resourceIds'
  label: string
}) {
  return <ChipsInput form={form} name={name} label={label} options={NO_OPTIONS} free />
}
