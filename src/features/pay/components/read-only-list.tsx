import { z } from 'zod'
import type { ReactNode } from 'react'
import { ResourceView, useResourceScreen, type AnyResource } from '@/shared/crud'

/**
 * A list the console only reads (支付订单, 退款订单, 回调通知): the kit's search, table and
 * export, without 新增 (super administrators hold every permission, `:create` included).
 */
export function ReadOnlyList({
  resource,
  children,
}: {
  resource: AnyResource
  children?: ReactNode
}) {
  const screen = useResourceScreen(resource)
  const toolbarActions = screen.toolbarActions.filter((action) => action.key !== 'create')
  return (
    <ResourceView resource={resource} screen={{ ...screen, toolbarActions }}>
      {children}
    </ResourceView>
  )
}

/** The form a read-only descriptor declares but never opens. */
export const NO_FORM = { schema: z.object({}), fields: [], empty: {} }
