import { screen, within } from '@testing-library/react'

// List-page tests find their rows and headers by what a user reads: the table's accessible name
// (e.g. '短信渠道列表') and a cell's text.

/** The texts of the named table's column headers, in order. */
export function headersOf(table: string): (string | null)[] {
  return within(screen.getByRole('table', { name: table }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
}

/** The row of the named table holding a cell with exactly this text (waits for it to show). */
export async function rowOf(table: string, cellText: string | number): Promise<HTMLElement> {
  const cell = await within(screen.getByRole('table', { name: table })).findByRole('cell', {
    name: String(cellText),
  })
  return cell.closest('tr') as HTMLElement
}
