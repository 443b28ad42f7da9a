import { useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'
import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useForm, useWatch } from 'react-hook-form'
import { RichTextField } from '@/shared/rich-text'
import { useClosePage } from '@/shared/routing/close-page'
import { useUnsavedChangesGuard } from '@/shared/routing/leave-guard'
import { popup } from '@/shared/ui/popups'
import {
  SKU_RULE_MESSAGES,
  SPU_STATUS_RECYCLE,
  type ProductSpuCreate,
} from '@/shared/wire/product-spu'
import { TOP_CATEGORY_ID, type CategoryItem } from '../../model/product-types'
import { SINGLE_SKU_KEY, skuCombinations } from '../model/sku-combinations'
import { SkuTableStore } from '../model/sku-store'
import {
  SKU_FIELDS,
  skuRowErrors,
  skuToSave,
  type SkuRowErrors,
  type SkuRowValues,
} from '../model/sku-values'
import type { SpecProperty } from '../model/spec-types'
import {
  CATEGORY_SECOND_LEVEL_MESSAGE,
  SPU_FIELD_TABS,
  SPU_FORM_TABS,
  spuFormSchema,
  type SpuFormTab,
  type SpuFormValues,
} from '../model/spu-form-values'
import { useCreateSpuMutation, useUpdateSpuMutation } from '../spu-form-api'
import { SpuBasicTab } from './spu-basic-tab'
import { SpuOtherTab } from './spu-other-tab'
import { SpuPriceTab } from './spu-price-tab'

/** Where a saved product goes: the list, which shows the change. */
export const SPU_LIST_PATH = '/product/spu'

export interface SpuFormProps {
  /** The product being edited; absent when adding one. */
  spuId?: number
  /** Its status when loaded (a product in the recycle bin keeps it). */
  loadedStatus?: number
  initialValues: SpuFormValues
  initialSpecs: SpecProperty[]
  initialRows: ReadonlyMap<string, SkuRowValues>
  categories: readonly CategoryItem[]
}

const SKU_TAB: SpuFormTab = 1
const NO_SPEC_MESSAGE = '请添加规格和规格值'
const SKU_MESSAGES: readonly string[] = Object.values(SKU_RULE_MESSAGES)

/**
 * 添加商品 / 编辑商品: four tabs checked together on 保存 (the first tab with a problem opens and
 * its field takes the focus), unsaved work guarded, a refusal shown beside what was typed.
 */
export function SpuForm({
  spuId,
  loadedStatus,
  initialValues,
  initialSpecs,
  initialRows,
  categories,
}: SpuFormProps) {
  const closePage = useClosePage()
  const [createSpu] = useCreateSpuMutation()
  const [updateSpu] = useUpdateSpuMutation()
  const schema = useMemo(() => {
    const byId = new Map(categories.map((item) => [item.id, item]))
    return spuFormSchema((categoryId) => {
      const category = byId.get(categoryId)
      return category !== undefined && category.parentId !== TOP_CATEGORY_ID
    })
  }, [categories])
  const form = useForm<SpuFormValues>({
    resolver: zodResolver(schema),
    // The form picks the tab and the field to focus itself (a hidden tab's field cannot take it).
    shouldFocusError: false,
    defaultValues: initialValues,
  })
  const [store] = useState(() => {
    const created = new SkuTableStore()
    created.load(initialRows)
    return created
  })
  const [specs, setSpecs] = useState<SpecProperty[]>(initialSpecs)
  const [specsChanged, setSpecsChanged] = useState(false)
  const [tab, setTab] = useState<SpuFormTab>(0)
  const [errorTabs, setErrorTabs] = useState<ReadonlySet<number>>(new Set())
  const [skuProblem, setSkuProblem] = useState<string | null>(null)
  const [serverProblem, setServerProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const panels = useRef<(HTMLDivElement | null)[]>([])

  const multi = useWatch({ control: form.control, name: 'specType' })
  const combinations = useMemo(() => skuCombinations(specs), [specs])
  const storeDirty = useSyncExternalStore(store.subscribeDirty, store.isDirty)
  const dirty = form.formState.isDirty || specsChanged || storeDirty
  const { markSaved } = useUnsavedChangesGuard(dirty)

  const changeSpecs = (next: SpecProperty[]) => {
    setSpecs(next)
    setSpecsChanged(true)
    setSkuProblem(null)
  }

  /** Opens `target` and focuses `focus` once it is shown. */
  const openAndFocus = (target: SpuFormTab, focus: () => void) => {
    flushSync(() => setTab(target))
    focus()
  }

  const focusField = (name: (typeof SPU_FIELD_TABS)[number][0], target: SpuFormTab) => {
    openAndFocus(target, () => {
      if (name === 'description') {
        panels.current[target]?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus()
      } else {
        form.setFocus(name)
      }
    })
  }

  const rowKeys = (values: SpuFormValues) =>
    values.specType ? combinations.map((combination) => combination.key) : [SINGLE_SKU_KEY]

  /** Checks the SKU rows; shows their messages; the first wrong cell, or a problem of the whole. */
  const checkSkus = (values: SpuFormValues) => {
    const keys = rowKeys(values)
    const errors = new Map<string, SkuRowErrors>()
    let first: string | null = null
    for (const key of keys) {
      const rowErrors = skuRowErrors(store.row(key))
      const field = SKU_FIELDS.find((name) => rowErrors[name])
      if (!field) continue
      errors.set(key, rowErrors)
      first ??= `${key}|${field}`
    }
    store.showErrors(errors)
    const empty = specs.find((spec) => spec.values.length === 0)
    const problem = !values.specType
      ? null
      : keys.length === 0
        ? NO_SPEC_MESSAGE
        : empty
          ? `规格“${empty.name}”还没有规格值`
          : null
    setSkuProblem(problem)
    return { first, problem }
  }

  const body = (values: SpuFormValues): ProductSpuCreate => {
    const byKey = new Map(combinations.map((combination) => [combination.key, combination]))
    return {
      name: values.name.trim(),
      keyword: values.keyword.trim() || undefined,
      introduction: values.introduction.trim(),
      description: values.description,
      categoryId: values.categoryId ?? 0,
      brandId: values.brandId ?? 0,
      picUrl: values.picUrl,
      sliderPicUrls: values.sliderPicUrls,
      videoUrl: values.videoUrl.trim() || undefined,
      unit: values.unit ?? 0,
      sort: Number(values.sort.trim() || 0),
      specType: values.specType,
      status: loadedStatus === SPU_STATUS_RECYCLE ? undefined : values.status,
      giveIntegral: Number(values.giveIntegral.trim() || 0),
      virtualSalesCount: Number(values.virtualSalesCount.trim() || 0),
      skus: rowKeys(values).map((key) =>
        skuToSave(store.row(key), values.specType ? (byKey.get(key) ?? null) : null),
      ),
    }
  }

  const showRefusal = (message: string) => {
    setServerProblem(message)
    if (message === CATEGORY_SECOND_LEVEL_MESSAGE || message.includes('分类')) {
      form.setError('categoryId', { message })
      setErrorTabs(new Set([0]))
      focusField('categoryId', 0)
    } else if (SKU_MESSAGES.includes(message) || message.includes('SKU')) {
      setSkuProblem(message)
      setErrorTabs(new Set([SKU_TAB]))
      openAndFocus(SKU_TAB, () => undefined)
    }
  }

  const save = async () => {
    setServerProblem(null)
    // Through handleSubmit (not trigger): the form counts as submitted, so a message goes away
    // as soon as its field is put right.
    let fieldsValid = false
    await form.handleSubmit(
      () => {
        fieldsValid = true
      },
      () => {
        fieldsValid = false
      },
    )()
    const values = form.getValues()
    const skus = checkSkus(values)
    const wrongField = fieldsValid
      ? undefined
      : SPU_FIELD_TABS.find(([name]) => form.getFieldState(name).invalid)
    const tabs = new Set<number>()
    for (const [name, fieldTab] of SPU_FIELD_TABS) {
      if (form.getFieldState(name).invalid) tabs.add(fieldTab)
    }
    if (skus.first || skus.problem) tabs.add(SKU_TAB)
    setErrorTabs(tabs)
    if (tabs.size > 0) {
      const skuFirst = (skus.first || skus.problem) && (!wrongField || wrongField[1] >= SKU_TAB)
      if (skuFirst) {
        openAndFocus(SKU_TAB, () => {
          if (!skus.first) return
          panels.current[SKU_TAB]?.querySelector<HTMLElement>(
            `[data-sku-cell="${CSS.escape(skus.first)}"]`,
          )?.focus()
        })
      } else if (wrongField) {
        focusField(wrongField[0], wrongField[1])
      }
      return
    }
    setSaving(true)
    const payload = body(values)
    const result =
      spuId === undefined ? await createSpu(payload) : await updateSpu({ ...payload, id: spuId })
    setSaving(false)
    if ('error' in result) {
      const error = result.error as { msg?: string } | undefined
      showRefusal(error?.msg || '保存失败，请稍后重试')
      return
    }
    popup.message.success(spuId === undefined ? '新增成功' : '修改成功')
    store.markSaved()
    markSaved()
    closePage(SPU_LIST_PATH)
  }

  return (
    <Paper variant="outlined" sx={{ borderRadius: 1 }}>
      <Box
        component="form"
        noValidate
        aria-label={spuId === undefined ? '添加商品' : '编辑商品'}
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <Tabs
          value={tab}
          onChange={(_event, value: SpuFormTab) => setTab(value)}
          aria-label="商品信息"
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {SPU_FORM_TABS.map((label, index) => (
            <Tab
              key={label}
              value={index}
              id={`spu-tab-${index}`}
              aria-controls={`spu-panel-${index}`}
              label={errorTabs.has(index) ? `${label} ●` : label}
              sx={errorTabs.has(index) ? { color: 'error.main' } : undefined}
            />
          ))}
        </Tabs>
        {serverProblem && (
          <Alert severity="error" sx={{ m: 2, mb: 0 }} onClose={() => setServerProblem(null)}>
            保存失败：{serverProblem}
          </Alert>
        )}
        {SPU_FORM_TABS.map((label, index) => (
          <Box
            key={label}
            role="tabpanel"
            id={`spu-panel-${index}`}
            aria-labelledby={`spu-tab-${index}`}
            hidden={tab !== index}
            ref={(element: HTMLDivElement | null) => {
              panels.current[index] = element
            }}
            sx={{ p: 2.5 }}
          >
            {index === 0 && <SpuBasicTab form={form} categories={categories} />}
            {index === 1 && (
              <SpuPriceTab
                form={form}
                multi={multi}
                specs={specs}
                onSpecsChange={changeSpecs}
                combinations={combinations}
                store={store}
                problem={skuProblem}
              />
            )}
            {index === 2 && <RichTextField form={form} name="description" label="商品详情" />}
            {index === 3 && <SpuOtherTab form={form} />}
          </Box>
        ))}
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            justifyContent: 'center',
            p: 2,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button type="submit" variant="contained" loading={saving}>
            保存
          </Button>
          <Button variant="outlined" onClick={() => closePage(SPU_LIST_PATH)}>
            返回
          </Button>
        </Box>
      </Box>
    </Paper>
  )
}
