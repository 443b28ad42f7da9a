import { baseApi } from '@/shared/api/base-api'
import type { PageResult } from '@/shared/list-kit'
import {
  PRODUCT_TAGS,
  type CategoryItem,
  type CategoryQuery,
  type CategorySave,
  type PropertySimpleItem,
  type SpuCounts,
  type SpuItem,
  type SpuQuery,
} from '../model/product-types'

const { category, property, spu } = PRODUCT_TAGS
const CATEGORIES = { type: category, id: 'LIST' } as const
const PROPERTIES = { type: property, id: 'LIST' } as const
// The tab counts hang on the list's tag: whatever changes a product (a save in the SPU form
// too) refreshes them with the rows.
const SPUS = { type: spu, id: 'LIST' } as const

/** 商品中心 calls that are not a paged CRUD module: the category tree and the SPU list's own. */
export const productApi = baseApi
  .enhanceEndpoints({ addTagTypes: Object.values(PRODUCT_TAGS) })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Every category matching the filters, flat; the page builds the tree. */
      getCategoryList: build.query<CategoryItem[], CategoryQuery>({
        query: (params) => ({ url: '/product/category/list', params }),
        providesTags: [CATEGORIES],
      }),
      getCategory: build.query<CategoryItem, number>({
        query: (id) => ({ url: '/product/category/get', params: { id } }),
        providesTags: (_result, _error, id) => [{ type: category, id }],
      }),
      createCategory: build.mutation<number, CategorySave>({
        query: (body) => ({ url: '/product/category/create', method: 'POST', body }),
        invalidatesTags: [CATEGORIES],
      }),
      updateCategory: build.mutation<boolean, CategorySave>({
        query: (body) => ({ url: '/product/category/update', method: 'PUT', body }),
        invalidatesTags: (_result, _error, body) => [CATEGORIES, { type: category, id: body.id }],
      }),
      deleteCategory: build.mutation<boolean, number>({
        query: (id) => ({ url: '/product/category/delete', method: 'DELETE', params: { id } }),
        invalidatesTags: [CATEGORIES],
      }),
      /** Every property (the value page's select). */
      listProperties: build.query<PropertySimpleItem[], void>({
        query: () => ({ url: '/product/property/list' }),
        providesTags: [PROPERTIES],
      }),
      getSpuPage: build.query<PageResult<SpuItem>, SpuQuery>({
        query: (params) => ({ url: '/product/spu/page', params }),
        providesTags: [SPUS],
      }),
      getSpuCount: build.query<SpuCounts, void>({
        query: () => ({ url: '/product/spu/get-count' }),
        providesTags: [SPUS],
      }),
      /** 上架, 下架, 放入回收站 and 恢复. */
      updateSpuStatus: build.mutation<boolean, { id: number; status: number }>({
        query: (body) => ({ url: '/product/spu/update-status', method: 'PUT', body }),
        invalidatesTags: (_result, _error, { id }) => [SPUS, { type: spu, id }],
      }),
      deleteSpu: build.mutation<boolean, number>({
        query: (id) => ({ url: '/product/spu/delete', method: 'DELETE', params: { id } }),
        invalidatesTags: [SPUS],
      }),
    }),
  })

export const {
  useGetCategoryListQuery,
  useLazyGetCategoryQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useListPropertiesQuery,
  useGetSpuPageQuery,
  useGetSpuCountQuery,
  useUpdateSpuStatusMutation,
  useDeleteSpuMutation,
} = productApi
