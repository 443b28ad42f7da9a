/**
 * What a drag in the designer carries. Custom types keep drops from elsewhere (files, text) out;
 * browsers hide drag data until the drop, but expose the types, so drag-over can check them.
 */
export const PALETTE_DRAG_TYPE = 'application/x-form-palette-type'
export const FIELD_DRAG_TYPE = 'application/x-form-field-id'

export type DesignerDrop = { kind: 'palette'; fieldType: string } | { kind: 'field'; id: string }

export function carriesDesignerData(types: readonly string[] | undefined): boolean {
  return !!types && (types.includes(PALETTE_DRAG_TYPE) || types.includes(FIELD_DRAG_TYPE))
}

export function readDesignerDrop(data: Pick<DataTransfer, 'getData'>): DesignerDrop | null {
  const fieldType = data.getData(PALETTE_DRAG_TYPE)
  if (fieldType) return { kind: 'palette', fieldType }
  const id = data.getData(FIELD_DRAG_TYPE)
  if (id) return { kind: 'field', id }
  return null
}
