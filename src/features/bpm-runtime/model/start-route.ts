import type { BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import { FORM_TYPE_BUSINESS } from './runtime-constants'

/** How a picked process is started. */
export type StartRoute =
  { kind: 'form' } | { kind: 'route'; path: string } | { kind: 'none'; reason: string }

/**
 * A process with a process form is started on this page; one with a business form on that form's
 * own create route (a console path, e.g. /bpm/oa/leave/create). Anything else cannot be started
 * from here, and the user is told why.
 */
export function startRouteOf(
  definition: Pick<BpmProcessDefinition, 'formId' | 'formType' | 'formCustomCreatePath'>,
): StartRoute {
  if (definition.formId != null && definition.formType !== FORM_TYPE_BUSINESS)
    return { kind: 'form' }
  const path = definition.formCustomCreatePath?.trim() ?? ''
  // Only paths inside the console: a model's setting never sends the user to another site.
  if (path.startsWith('/') && !path.startsWith('//')) return { kind: 'route', path }
  return { kind: 'none', reason: '该流程未配置表单，无法发起' }
}
