import { z } from 'zod'
import { id } from './common'

// Users and roles as pick lists: /system/user/list-all-simple, /system/role/list-all-simple
// (enabled ones; a login is enough).

/** An item of the user pick list (assignee pickers, the form's user picker). */
export const userSimpleItem = z.object({ id, nickname: z.string() })

/** An item of the role pick list (the designer's candidate groups). */
export const roleSimpleItem = z.object({ id, name: z.string() })

export type UserSimpleItem = z.output<typeof userSimpleItem>
export type RoleSimpleItem = z.output<typeof roleSimpleItem>
