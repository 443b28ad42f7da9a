import { useId, useMemo } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Controller } from 'react-hook-form'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import { ImageListFormField, ImageUploadFormField } from '@/shared/image-upload'
import { FormFieldRow } from '@/shared/list-kit'
import { SPU_SLIDER_PICS_MAX } from '@/shared/wire/product-spu'
import { CategoryCascader } from '../../components/category-cascader'
import type { CategoryItem } from '../../model/product-types'
import { useGetSpuFormBrandsQuery } from '../spu-form-api'
import { SpuTextRow, type SpuForm } from './spu-text-row'

interface SpuBasicTabProps {
  form: SpuForm
  categories: readonly CategoryItem[]
}

/** 基础设置: name, keyword, introduction, category, brand, cover, slider pictures, video, unit. */
export function SpuBasicTab({ form, categories }: SpuBasicTabProps) {
  const id = useId()
  const { data: brands = [] } = useGetSpuFormBrandsQuery()
  const units = useDictOptions(DICT_TYPE.PRODUCT_UNIT, 'number')
  const enabledCategories = useMemo(
    () => categories.filter((item) => item.status === 0),
    [categories],
  )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 760 }}>
      <SpuTextRow form={form} name="name" label="商品名称" required />
      <SpuTextRow form={form} name="keyword" label="关键字" />
      <SpuTextRow form={form} name="introduction" label="商品简介" required rows={3} />
      <FormFieldRow label="商品分类" labelId={`${id}-category`} required>
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <Box
              ref={(element: HTMLDivElement | null) =>
                field.ref(element ? { focus: () => element.querySelector('input')?.focus() } : null)
              }
            >
              <CategoryCascader
                label="商品分类"
                categories={enabledCategories}
                value={field.value}
                onChange={field.onChange}
                width={360}
              />
              <FormHelperText error={!!fieldState.error}>
                {fieldState.error?.message ?? '商品只能放在二级分类下'}
              </FormHelperText>
            </Box>
          )}
        />
      </FormFieldRow>
      <SpuChoiceRow
        form={form}
        name="brandId"
        label="商品品牌"
        placeholder="请选择商品品牌"
        width={360}
        choices={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
      />
      <FormFieldRow label="商品封面图" labelId={`${id}-pic`} required>
        <ImageUploadFormField
          form={form}
          name="picUrl"
          label="封面图"
          hint="建议 800x800"
          width={120}
          height={120}
        />
      </FormFieldRow>
      <FormFieldRow label="商品轮播图" labelId={`${id}-slider`} required>
        <ImageListFormField
          form={form}
          name="sliderPicUrls"
          label="轮播图"
          max={SPU_SLIDER_PICS_MAX}
          hint="建议 800x800"
        />
      </FormFieldRow>
      <SpuTextRow
        form={form}
        name="videoUrl"
        label="商品视频"
        placeholder="请输入视频地址（通过本系统上传的 MP4 或 WebM）"
      />
      <SpuChoiceRow
        form={form}
        name="unit"
        label="单位"
        placeholder="请选择单位"
        width={200}
        choices={units.map((unit) => ({ value: unit.value as number, label: unit.label }))}
      />
    </Box>
  )
}

interface SpuChoiceRowProps {
  form: SpuForm
  name: 'brandId' | 'unit'
  label: string
  /** The empty choice's grey text (请选择...). */
  placeholder: string
  width: number
  choices: readonly { value: number; label: string }[]
}

/** A required pick-one field holding a number (or null while nothing is chosen). */
function SpuChoiceRow({ form, name, label, placeholder, width, choices }: SpuChoiceRowProps) {
  const id = useId()
  return (
    <FormFieldRow label={label} labelId={`${id}-label`} inputId={`${id}-input`} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            select
            size="small"
            id={`${id}-input`}
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : Number(event.target.value))
            }
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            sx={{ width }}
            slotProps={{ select: { displayEmpty: true, labelId: `${id}-label` } }}
          >
            <MenuItem value="">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {placeholder}
              </Box>
            </MenuItem>
            {choices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormFieldRow>
  )
}
