import { baseApi } from '@/shared/api/base-api'
import type { ProductBrandSimpleItem } from '@/shared/wire/product-brand'
import type { ProductCategoryItem } from '@/shared/wire/product-category'
import type {
  ProductSpuCreate,
  ProductSpuDetail,
  ProductSpuUpdate,
} from '@/shared/wire/product-spu'
import { PRODUCT_TAGS } from '../model/product-types'

const { category, brand, property, propertyValue, spu } = PRODUCT_TAGS
// The list's tag (H5's 商品列表 and its tab counts hang on it): a save refreshes them.
const SPUS = { type: spu, id: 'LIST' } as const
const PROPERTIES = { type: property, id: 'LIST' } as const

export interface PropertyWithValues {
  id: number
  name: string
  values: { id: number; name: string }[]
}

/** The product form's own calls (the list's are in ../api). */
export const spuFormApi = baseApi
  .enhanceEndpoints({ addTagTypes: Object.values(PRODUCT_TAGS) })
  .injectEndpoints({
    endpoints: (build) => ({
      getSpuDetail: build.query<ProductSpuDetail, number>({
        query: (id) => ({ url: '/product/spu/get-detail', params: { id }, silent: true }),
        providesTags: (_result, _error, id) => [{ type: spu, id }],
      }),
      /** Refusals come back silent: the form shows them beside what was typed. */
      createSpu: build.mutation<number, ProductSpuCreate>({
        query: (body) => ({ url: '/product/spu/create', method: 'POST', body, silent: true }),
        invalidatesTags: [SPUS],
      }),
      updateSpu: build.mutation<boolean, ProductSpuUpdate>({
        query: (body) => ({ url: '/product/spu/update', method: 'PUT', body, silent: true }),
        invalidatesTags: (_result, _error, body) => [SPUS, { type: spu, id: Number(body.id) }],
      }),
      getSpuFormCategories: build.query<ProductCategoryItem[], void>({
        query: () => ({ url: '/product/category/list' }),
        providesTags: [{ type: category, id: 'LIST' }],
      }),
      getSpuFormBrands: build.query<ProductBrandSimpleItem[], void>({
        query: () => ({ url: '/product/brand/list-all-simple' }),
        providesTags: [{ type: brand, id: 'LIST' }],
      }),
      getSpuFormProperties: build.query<{ id: number; name: string }[], void>({
        query: () => ({ url: '/product/property/list' }),
        providesTags: [PROPERTIES],
      }),
      getPropertyValues: build.query<PropertyWithValues[], number>({
        query: (propertyId) => ({
          url: '/product/property/get-value-list',
          method: 'POST',
          body: { propertyIds: [propertyId] },
        }),
        providesTags: (_result, _error, propertyId) => [{ type: propertyValue, id: propertyId }],
      }),
      /** A 规格 typed in that does not exist yet. */
      createSpecProperty: build.mutation<number, { name: string }>({
        query: (body) => ({ url: '/product/property/create', method: 'POST', body }),
        invalidatesTags: [PROPERTIES],
      }),
      createSpecValue: build.mutation<number, { propertyId: number; name: string }>({
        query: (body) => ({ url: '/product/property/value/create', method: 'POST', body }),
        invalidatesTags: (_result, _error, { propertyId }) => [
          { type: propertyValue, id: propertyId },
          { type: propertyValue, id: 'LIST' },
        ],
      }),
    }),
  })

export const {
  useGetSpuDetailQuery,
  useCreateSpuMutation,
  useUpdateSpuMutation,
  useGetSpuFormCategoriesQuery,
  useGetSpuFormBrandsQuery,
  useGetSpuFormPropertiesQuery,
  useLazyGetPropertyValuesQuery,
  useCreateSpecPropertyMutation,
  useCreateSpecValueMutation,
} = spuFormApi
