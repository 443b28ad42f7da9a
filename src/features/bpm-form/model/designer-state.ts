import {
  DEFAULT_FORM_CONF,
  isChoiceType,
  type FormConf,
  type FormFieldDefinition,
  type FormFieldType,
} from '@/shared/form-render'
import type { CommonStatus } from '@/shared/bpm/bpm-types'
import { copyField, createField } from './palette'

/** The form's own settings besides its conf. */
export interface FormSettings {
  name: string
  status: CommonStatus
  remark: string
}

export interface DesignerState {
  fields: FormFieldDefinition[]
  selectedId: string | null
  settings: FormSettings
  conf: FormConf
}

export type DesignerAction =
  | { type: 'loaded'; fields: FormFieldDefinition[]; settings: FormSettings; conf: FormConf }
  /** Adds a new field at `index` (default: the end) and selects it. */
  | { type: 'fieldAdded'; fieldType: FormFieldType; index?: number }
  | { type: 'fieldSelected'; id: string | null }
  | { type: 'fieldChanged'; id: string; patch: Partial<FormFieldDefinition> }
  /** Moves a field so it ends up at `toIndex` of the new list. */
  | { type: 'fieldMoved'; id: string; toIndex: number }
  /** Moves a field to just before the one now at `beforeIndex` (the end when it is the length). */
  | { type: 'fieldDropped'; id: string; beforeIndex: number }
  | { type: 'fieldCopied'; id: string }
  | { type: 'fieldRemoved'; id: string }
  | { type: 'fieldsCleared' }
  | { type: 'settingsChanged'; patch: Partial<FormSettings> }
  | { type: 'confChanged'; patch: Partial<FormConf> }

export const EMPTY_SETTINGS: FormSettings = { name: '', status: 0, remark: '' }

export const INITIAL_DESIGNER_STATE: DesignerState = {
  fields: [],
  selectedId: null,
  settings: EMPTY_SETTINGS,
  conf: { ...DEFAULT_FORM_CONF },
}

function takenNames(fields: readonly FormFieldDefinition[]): Set<string> {
  return new Set(fields.map((field) => field.field))
}

function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isFinite(index)) return length
  return Math.min(Math.max(0, Math.trunc(index)), length)
}

/** A default that names removed options is dropped, so the field never starts on a ghost. */
function pruneChoiceDefault(field: FormFieldDefinition): FormFieldDefinition {
  if (!isChoiceType(field.type) || field.defaultValue === undefined) return field
  const values = new Set((field.options ?? []).map((option) => String(option.value)))
  const keeps = (value: unknown) => values.has(String(value))
  if (Array.isArray(field.defaultValue)) {
    const kept = field.defaultValue.filter(keeps)
    return kept.length === field.defaultValue.length ? field : { ...field, defaultValue: kept }
  }
  return keeps(field.defaultValue) ? field : { ...field, defaultValue: undefined }
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'loaded':
      return {
        fields: action.fields,
        selectedId: action.fields[0]?.id ?? null,
        settings: action.settings,
        conf: action.conf,
      }
    case 'fieldAdded': {
      const field = createField(action.fieldType, takenNames(state.fields))
      const fields = [...state.fields]
      fields.splice(clampIndex(action.index, fields.length), 0, field)
      return { ...state, fields, selectedId: field.id }
    }
    case 'fieldSelected':
      return { ...state, selectedId: action.id }
    case 'fieldChanged':
      return {
        ...state,
        fields: state.fields.map((field) =>
          field.id === action.id
            ? pruneChoiceDefault({ ...field, ...action.patch, id: field.id })
            : field,
        ),
      }
    case 'fieldMoved': {
      const from = state.fields.findIndex((field) => field.id === action.id)
      if (from < 0) return state
      const fields = [...state.fields]
      const [moved] = fields.splice(from, 1)
      const to = clampIndex(action.toIndex, fields.length)
      if (to === from) return state
      fields.splice(to, 0, moved)
      return { ...state, fields }
    }
    case 'fieldDropped': {
      const from = state.fields.findIndex((field) => field.id === action.id)
      if (from < 0) return state
      // Taking the field out shifts everything after it up by one.
      const toIndex = from < action.beforeIndex ? action.beforeIndex - 1 : action.beforeIndex
      return designerReducer(state, { type: 'fieldMoved', id: action.id, toIndex })
    }
    case 'fieldCopied': {
      const index = state.fields.findIndex((field) => field.id === action.id)
      if (index < 0) return state
      const copy = copyField(state.fields[index], takenNames(state.fields))
      const fields = [...state.fields]
      fields.splice(index + 1, 0, copy)
      return { ...state, fields, selectedId: copy.id }
    }
    case 'fieldRemoved': {
      const index = state.fields.findIndex((field) => field.id === action.id)
      if (index < 0) return state
      const fields = state.fields.filter((field) => field.id !== action.id)
      // The neighbour takes the selection, so the properties panel does not jump to nothing.
      const selectedId =
        state.selectedId === action.id
          ? (fields[Math.min(index, fields.length - 1)]?.id ?? null)
          : state.selectedId
      return { ...state, fields, selectedId }
    }
    case 'fieldsCleared':
      return { ...state, fields: [], selectedId: null }
    case 'settingsChanged':
      return { ...state, settings: { ...state.settings, ...action.patch } }
    case 'confChanged':
      return { ...state, conf: { ...state.conf, ...action.patch } }
  }
}
