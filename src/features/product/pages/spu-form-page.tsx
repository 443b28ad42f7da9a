import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useParams } from 'react-router-dom'
import { useClosePage } from '@/shared/routing/close-page'
import type { ProductSpuDetail } from '@/shared/wire/product-spu'
import type { CategoryItem } from '../model/product-types'
import { SpuForm, SPU_LIST_PATH } from '../spu-form/components/spu-form'
import { SINGLE_SKU_KEY, specsFromSkus } from '../spu-form/model/sku-combinations'
import { skuFromItem, type SkuRowValues } from '../spu-form/model/sku-values'
import { EMPTY_SPU_FORM, spuFormFromDetail } from '../spu-form/model/spu-form-values'
import { skuCombinationKey } from '@/shared/wire/product-spu'
import { useGetSpuDetailQuery, useGetSpuFormCategoriesQuery } from '../spu-form/spu-form-api'

function Loading() {
  return (
    <Box sx={{ p: 6, display: 'flex', justifyContent: 'center', gap: 1, alignItems: 'center' }}>
      <CircularProgress size={20} />
      <span>加载中...</span>
    </Box>
  )
}

function Problem({ message }: { message: string }) {
  const closePage = useClosePage()
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => closePage(SPU_LIST_PATH)}>
            返回商品列表
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  )
}

/** The table rows of a saved product, keyed as the form keys them. */
function rowsOf(spu: ProductSpuDetail): Map<string, SkuRowValues> {
  if (!spu.specType) {
    const [sku] = spu.skus
    return new Map(sku ? [[SINGLE_SKU_KEY, skuFromItem(sku)]] : [])
  }
  return new Map(spu.skus.map((sku) => [skuCombinationKey(sku.properties), skuFromItem(sku)]))
}

function EditSpu({ spuId, categories }: { spuId: number; categories: CategoryItem[] }) {
  const { data, isLoading, error } = useGetSpuDetailQuery(spuId, {
    refetchOnMountOrArgChange: true,
  })
  const initial = useMemo(
    () =>
      data && {
        values: spuFormFromDetail(data),
        specs: data.specType ? specsFromSkus(data.skus) : [],
        rows: rowsOf(data),
      },
    [data],
  )
  if (isLoading) return <Loading />
  if (error || !initial || !data) {
    const msg = (error as { msg?: string } | undefined)?.msg
    return <Problem message={msg ? `无法加载商品：${msg}` : `商品（编号 ${spuId}）不存在`} />
  }
  return (
    <SpuForm
      spuId={spuId}
      loadedStatus={data.status}
      initialValues={initial.values}
      initialSpecs={initial.specs}
      initialRows={initial.rows}
      categories={categories}
    />
  )
}

const NO_ROWS: ReadonlyMap<string, SkuRowValues> = new Map()

/**
 * 添加商品 (/spu/add) and 编辑商品 (/spu/edit/:spuId). The id is checked here too: a route that is
 * not a number says so instead of loading anything.
 */
export default function SpuFormPage() {
  const { spuId } = useParams()
  const categories = useGetSpuFormCategoriesQuery()
  const idValid = spuId === undefined || /^\d{1,15}$/.test(spuId)

  let content
  if (!idValid) content = <Problem message={`商品编号“${spuId}”不正确，应为数字`} />
  else if (categories.isLoading) content = <Loading />
  else if (spuId === undefined)
    content = (
      <SpuForm
        initialValues={EMPTY_SPU_FORM}
        initialSpecs={[]}
        initialRows={NO_ROWS}
        categories={categories.data ?? []}
      />
    )
  else content = <EditSpu spuId={Number(spuId)} categories={categories.data ?? []} />

  return (
    <Box
      component="section"
      aria-label={spuId === undefined ? '添加商品' : '编辑商品'}
      sx={{ p: 2 }}
    >
      {content}
    </Box>
  )
}
