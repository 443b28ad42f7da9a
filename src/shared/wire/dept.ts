import { z } from 'zod'
import { id } from './common'

// Departments as a pick list: /system/dept/list-all-simple (enabled ones; a login is enough). The
// rule editor builds its department tree from parentId (0 at the top).

export const deptSimpleItem = z.object({ id, name: z.string(), parentId: id })

export type DeptSimpleItem = z.output<typeof deptSimpleItem>
