import {
  DEFAULT_FORM_CONF,
  parseFormConf,
  parseFormFields,
  serializeFormConf,
  serializeFormFields,
  type FormConf,
  type FormFieldDefinition,
} from '@/shared/form-render'
import { readItem, writeItem } from '@/shared/storage/local-storage'

/** Where 表单构建 keeps its work in progress between visits and reloads. */
export const BUILD_DRAFT_KEY = 'infra-build-form-draft'

export interface BuildDraft {
  fields: FormFieldDefinition[]
  conf: FormConf
}

export const EMPTY_BUILD_DRAFT: BuildDraft = { fields: [], conf: { ...DEFAULT_FORM_CONF } }

/**
 * The stored shape is the one a BPM form stores (conf as a JSON string, one JSON string per
 * field), so the same codec reads it and anything unreadable is dropped rather than crashing.
 */
interface StoredDraft {
  conf: string
  fields: string[]
}

/** The draft as stored, or the empty one when there is none or it cannot be read. */
export function loadBuildDraft(): BuildDraft {
  const raw = readItem(BUILD_DRAFT_KEY)
  if (!raw) return EMPTY_BUILD_DRAFT
  try {
    const stored = JSON.parse(raw) as Partial<StoredDraft> | null
    if (!stored || typeof stored !== 'object') return EMPTY_BUILD_DRAFT
    return {
      fields: parseFormFields(Array.isArray(stored.fields) ? stored.fields : []).fields,
      conf: parseFormConf(typeof stored.conf === 'string' ? stored.conf : null).conf,
    }
  } catch {
    return EMPTY_BUILD_DRAFT
  }
}

export function saveBuildDraft({ fields, conf }: BuildDraft): void {
  const stored: StoredDraft = {
    conf: serializeFormConf(conf),
    fields: serializeFormFields(fields),
  }
  writeItem(BUILD_DRAFT_KEY, JSON.stringify(stored))
}
