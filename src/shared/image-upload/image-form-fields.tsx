import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { ImageListField, type ImageListFieldProps } from './image-list-field'
import { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field'

type Bound<V extends FieldValues> = { form: UseFormReturn<V>; name: Path<V> }

/** ImageUploadField bound to a react-hook-form field holding the URL ('' when none). */
export function ImageUploadFormField<V extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<V> &
  Omit<ImageUploadFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'buttonRef'>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploadField
          {...rest}
          value={field.value as string | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          buttonRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** ImageListField bound to a react-hook-form field holding the URLs in order. */
export function ImageListFormField<V extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<V> & Omit<ImageListFieldProps, 'value' | 'onChange' | 'error' | 'buttonRef'>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageListField
          {...rest}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          buttonRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
