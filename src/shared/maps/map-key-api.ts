import { baseApi } from '@/shared/api/base-api'

/** The config key holding the Tencent LBS (map) key; empty means maps are not configured. */
export const MAP_KEY_CONFIG = 'tencent.lbs.key'

/** Reads the map key from the console's settings (参数配置). */
export const mapKeyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMapKey: build.query<string | null, void>({
      query: () => ({ url: '/infra/config/get-value-by-key', params: { key: MAP_KEY_CONFIG } }),
      // Changing the key in 参数配置 is seen the next time a location field shows.
      providesTags: ['Config'],
    }),
  }),
})

export const { useGetMapKeyQuery } = mapKeyApi
