import FormHelperText from '@mui/material/FormHelperText'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { RichTextEditor } from '@/shared/rich-text'
import type { NoticeFormValues } from '../model/notice-types'

/** 公告内容: the lazy rich-text editor, with the schema's message under it. */
export function NoticeContentField({ form }: { form: UseFormReturn<NoticeFormValues> }) {
  return (
    <Controller
      control={form.control}
      name="content"
      render={({ field, fieldState }) => (
        <>
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            aria-label="公告内容"
            placeholder="请输入公告内容"
          />
          {fieldState.error?.message && (
            <FormHelperText error>{fieldState.error.message}</FormHelperText>
          )}
        </>
      )}
    />
  )
}
