import { baseApi } from '@/shared/api/base-api'
import type { AuthTokens } from '@/shared/session/session-types'
import type { OAuth2AuthorizeInfoData } from '@/shared/wire/oauth2'

export interface SocialLoginBody {
  type: number
  code: string
  state: string
}

/** data of GET /system/oauth2/authorize (src/shared/wire/oauth2.ts). */
export type OAuth2AuthorizeInfo = OAuth2AuthorizeInfoData
export type OAuth2Client = OAuth2AuthorizeInfo['client']
/** A scope and whether the user approved it before. */
export type OAuth2ScopeOption = OAuth2AuthorizeInfo['scopes'][number]

export interface OAuth2AuthorizeArgs {
  responseType: string
  clientId: string
  redirectUri: string
  state?: string
  autoApprove: boolean
  /** Scope name -> approved. */
  scopes: Record<string, boolean>
  /** Do not show errors (the silent auto-approve attempt). */
  silent?: boolean
}

// The social-login callback and the OAuth2 authorize pages (lazy chunks with RTK Query). The
// login page's own calls are plain requests in login-requests.ts, to keep its bytes small.
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    socialLogin: build.mutation<AuthTokens, SocialLoginBody>({
      // Silent: the callback page shows the failure itself, with a way back to the login page.
      query: (body) => ({
        url: '/system/auth/social-login',
        method: 'POST',
        body,
        isToken: false,
        silent: true,
      }),
    }),
    getOAuth2Authorize: build.query<OAuth2AuthorizeInfo, { clientId: string }>({
      query: ({ clientId }) => ({ url: '/system/oauth2/authorize', params: { clientId } }),
      keepUnusedDataFor: 0,
    }),
    postOAuth2Authorize: build.mutation<string | null, OAuth2AuthorizeArgs>({
      // The backend reads every field from the query string; the empty form body only makes the
      // request form-encoded. Repeating the fields in the body would make Spring join them twice.
      query: (args) => ({
        url: '/system/oauth2/authorize',
        method: 'POST',
        params: {
          response_type: args.responseType,
          client_id: args.clientId,
          redirect_uri: args.redirectUri,
          state: args.state,
          auto_approve: args.autoApprove,
          scope: JSON.stringify(args.scopes),
        },
        form: {},
        silent: args.silent,
      }),
    }),
  }),
})

export const {
  useSocialLoginMutation,
  useGetOAuth2AuthorizeQuery,
  usePostOAuth2AuthorizeMutation,
} = authApi
