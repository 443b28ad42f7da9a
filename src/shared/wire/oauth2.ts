import { z } from 'zod'

// OAuth2 consent: GET /system/oauth2/authorize (docs/admin-api.md#endpoints).

/** data of GET authorize: the client and its scopes, each with whether the user approved it. */
export const oauth2AuthorizeInfo = z.object({
  client: z.object({ name: z.string(), logo: z.string() }),
  scopes: z.array(z.object({ key: z.string(), value: z.boolean() })),
})

export type OAuth2AuthorizeInfoData = z.output<typeof oauth2AuthorizeInfo>
