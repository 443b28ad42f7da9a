import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** The MUI X date field named `label` (its sections form a group), inside `container`. */
export function dateFieldIn(container: HTMLElement, label: string): HTMLElement {
  return within(container).getByRole('group', { name: label })
}

/**
 * Types a date into a MUI X field as a user would: focus its first section (年份), then the
 * digits; the field moves from section to section by itself. `date` is 'YYYY-MM-DD' (or with
 * ' HH:mm' for a date-time field).
 */
export async function typeDate(user: UserEvent, field: HTMLElement, date: string): Promise<void> {
  await user.click(within(field).getAllByRole('spinbutton')[0])
  await user.keyboard(date.replace(/\D/g, ''))
}

/** Opens a field's calendar with its 选择日期 button and returns the picker's dialog. */
export async function openCalendar(user: UserEvent, container: HTMLElement): Promise<HTMLElement> {
  await user.click(within(container).getByRole('button', { name: /^选择日期/ }))
  return screen.findByRole('dialog')
}
