import type { z } from 'zod'
import type { BpmDefinitionItem } from '../wire/bpm-definition'
import type { BpmFormItem, BpmFormSimpleItem } from '../wire/bpm-form'
import type {
  BpmModelCreate as WireBpmModelCreate,
  bpmModelDefinitionSummary,
  BpmModelDetailData,
  BpmModelItem,
  modelFormType,
  suspensionState,
} from '../wire/bpm-model'
import type { CommonStatus as WireCommonStatus } from '../wire/common'

/**
 * Wire shapes of the admin-api's BPM calls (docs/admin-api.md#bpm), inferred from the schemas in
 * src/shared/wire that the sandbox and the contract checks use (docs/architecture.md#wire-schemas).
 * Ids of models and definitions are strings.
 */

/** CommonStatus: 0 enabled, 1 disabled. */
export type CommonStatus = WireCommonStatus

export type BpmForm = BpmFormItem

/** Body of create (no id) and update (with id); the sandbox reads it with wire bpmFormCreate. */
export type BpmFormSave = Omit<BpmForm, 'id' | 'createTime'> & { id?: number }

export type BpmFormSimple = BpmFormSimpleItem

/** SuspensionState: 1 active, 2 suspended. */
export type SuspensionState = z.output<typeof suspensionState>

/** Model form type: 10 a process form (form designer), 20 a business form (custom routes). */
export type ModelFormType = z.output<typeof modelFormType>

export type BpmModelDefinitionSummary = z.output<typeof bpmModelDefinitionSummary>

export type BpmModel = BpmModelItem

export type BpmModelDetail = BpmModelDetailData

export type BpmModelCreate = WireBpmModelCreate

/**
 * Body of update as the console sends it (the sandbox reads it with wire bpmModelUpdate, where
 * every field but the id may be left out and null or '' clears a text).
 */
export interface BpmModelUpdate {
  id: string
  name: string
  description?: string | null
  category?: string | null
  bpmnXml?: string | null
  formType?: ModelFormType | null
  formId?: number | null
  formCustomCreatePath?: string | null
  formCustomViewPath?: string | null
}

export type BpmProcessDefinition = BpmDefinitionItem
