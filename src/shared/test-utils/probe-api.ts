import { baseApi } from '../api/base-api'
import type { RequestArgs } from '../http/request-types'
import type { TestStore } from './create-test-store'

/** A mutation that sends whatever RequestArgs it is given, for kernel tests. */
export const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, RequestArgs>({ query: (args) => args }),
  }),
})

/** Sends `args` through the real base query of `store`; resolves `{ data }` or `{ error }`. */
export function callApi(store: TestStore, args: RequestArgs) {
  return store.dispatch(probeApi.endpoints.probe.initiate(args))
}
