/** What an endpoint's `query` returns; `adminBaseQuery` and `downloadFile` take it. */
export interface RequestArgs {
  /** Path below the admin-api base, e.g. '/system/dict-data/get' (a query string may be included). */
  url: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Query parameters, serialised by `serializeParams`. */
  params?: Record<string, unknown>
  /** JSON body. */
  body?: unknown
  /** Multipart body (file uploads). */
  formData?: FormData
  /** application/x-www-form-urlencoded body. */
  form?: Record<string, string>
  /** Default true: send `Authorization: Bearer <token>`. */
  isToken?: boolean
  /** Do not display errors; just reject with the ApiError. */
  silent?: boolean
}

/** A failed call as a value: the envelope's code and msg, or a transport failure (see error-policy). */
export interface ApiError {
  code: number
  msg: string
}

/** The admin-api response body (docs/admin-api.md#envelope). */
export interface ApiEnvelope<T = unknown> {
  code: number
  data: T
  msg: string
}
