import type { PanelContext, PanelTarget, WriteResult } from '../../panel-model'
import { firstError } from '../../panel-model'
import { popup } from '@/shared/ui/popups'

/** What every section component gets. */
export interface SectionProps {
  ctx: PanelContext
  target: PanelTarget
  readOnly: boolean
}

/** Shows a refused write as an error toast; returns whether it went through. */
export function reportWrite(result: WriteResult): boolean {
  const message = firstError(result)
  if (message) popup.message.error(message)
  return result.ok
}
