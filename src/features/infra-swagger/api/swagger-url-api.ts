import { baseApi } from '@/shared/api/base-api'
import { SWAGGER_URL_CONFIG } from '../model/docs-url'

/** Reads 参数配置's url.swagger: the documentation page to show instead of the sandbox's own. */
export const swaggerUrlApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSwaggerUrl: build.query<string | null, void>({
      query: () => ({ url: '/infra/config/get-value-by-key', params: { key: SWAGGER_URL_CONFIG } }),
      // A change in 参数配置 is seen the next time the page opens.
      providesTags: ['Config'],
    }),
  }),
})

export const { useGetSwaggerUrlQuery } = swaggerUrlApi
