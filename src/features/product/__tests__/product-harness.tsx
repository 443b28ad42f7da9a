import type { ReactElement } from 'react'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom, type DictEntries } from '@/shared/test-utils/test-dicts'
import type { CategoryItem, SpuItem } from '../model/product-types'

const DICT_ENTRIES: DictEntries = {
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  product_spu_status: {
    '1': ['上架', 'success'],
    '0': ['下架', 'info'],
    '-1': ['回收站', 'danger'],
  },
}

export const ADMIN = ['*:*:*']

/** A product page on its route, signed in with `permissions`; other paths show the location. */
export function renderProductPage(
  page: ReactElement,
  options: { path: string; url?: string; permissions?: string[] },
) {
  return renderSignedInPage(page, {
    path: options.path,
    url: options.url ?? options.path,
    permissions: options.permissions ?? ADMIN,
    dicts: dictOptionsFrom(DICT_ENTRIES),
  })
}

const CREATED = new Date(2026, 10, 20, 9, 30, 0).getTime()

export function category(
  id: number,
  name: string,
  parentId = 0,
  overrides: Partial<CategoryItem> = {},
): CategoryItem {
  return {
    id,
    name,
    parentId,
    picUrl: `http://files.test/category-${id}.png`,
    sort: id,
    status: 0,
    description: null,
    createTime: CREATED,
    ...overrides,
  }
}

export function spu(id: number, name: string, overrides: Partial<SpuItem> = {}): SpuItem {
  return {
    id,
    name,
    picUrl: `http://files.test/spu-${id}.png`,
    sliderPicUrls: [],
    categoryId: 11,
    brandId: 1,
    price: 1999,
    marketPrice: 2999,
    costPrice: 800,
    stock: 120,
    salesCount: 36,
    virtualSalesCount: 0,
    sort: 1,
    status: 1,
    specType: false,
    createTime: CREATED,
    ...overrides,
  }
}
