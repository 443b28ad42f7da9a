import Box from '@mui/material/Box'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { AreaCascader } from '@/shared/area'
import { ImageUploadFormField } from '@/shared/image-upload'
import { LocationField } from '@/shared/maps'
import { TimeInput } from '@/shared/ui/date-fields'
import type { PickUpStoreFormIn } from '../model/pick-up-store-form'

type Form = UseFormReturn<PickUpStoreFormIn>

export function AreaInput({ form }: { form: Form }) {
  return (
    <Controller
      control={form.control}
      name="areaId"
      render={({ field, fieldState }) => (
        <AreaCascader
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

export function OpeningHoursInput({ form }: { form: Form }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TimeInput form={form} name="openingTime" label="开始时间" />
      <Box sx={{ pt: 1 }}>至</Box>
      <TimeInput form={form} name="closingTime" label="结束时间" />
    </Box>
  )
}

export function LocationInput({ form }: { form: Form }) {
  const [latitude, longitude] = form.watch(['latitude', 'longitude'])
  const { errors } = form.formState
  return (
    <LocationField
      value={{ latitude, longitude }}
      errors={{ latitude: errors.latitude?.message, longitude: errors.longitude?.message }}
      onChange={(next) => {
        form.setValue('latitude', next.latitude, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
        form.setValue('longitude', next.longitude, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        })
      }}
      onAddress={(address) => {
        if (form.getValues('detailAddress').trim() === '') {
          form.setValue('detailAddress', address, { shouldDirty: true })
        }
      }}
    />
  )
}

/** The logo, uploaded to the console's file store like the other shop pictures. */
export function LogoInput({ form }: { form: Form }) {
  return (
    <ImageUploadFormField
      form={form}
      name="logo"
      label="门店 logo"
      hint="建议 200x200"
      width={100}
      height={100}
    />
  )
}
