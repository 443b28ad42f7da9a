import { z } from 'zod'
import { id } from './common'

// Posts as a pick list: /system/post/list-all-simple (enabled ones; a login is enough).

export const postSimpleItem = z.object({ id, name: z.string() })

export type PostSimpleItem = z.output<typeof postSimpleItem>
