/** Where the form screens live. */
export const FORM_LIST_PATH = '/bpm/manager/form'
export const FORM_EDITOR_PATH = '/bpm/manager/form/edit'

/** The designer of a stored form, or of a new one without an id. */
export function formEditorUrl(id?: number): string {
  return id === undefined ? FORM_EDITOR_PATH : `${FORM_EDITOR_PATH}?id=${id}`
}
