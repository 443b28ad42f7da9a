/**
 * Wire shapes of the admin-api's BPM calls (docs/admin-api.md#bpm). Ids of models and definitions
 * are strings.
 */

/** CommonStatus: 0 enabled, 1 disabled. */
export type CommonStatus = 0 | 1

export interface BpmForm {
  id: number
  name: string
  status: CommonStatus
  remark: string | null
  /** JSON string: the form's own settings (label width, size...); see shared/form-render. */
  conf: string
  /** One JSON string per field definition. */
  fields: string[]
  createTime: number
}

export type BpmFormSave = Omit<BpmForm, 'id' | 'createTime'> & { id?: number }

export interface BpmFormSimple {
  id: number
  name: string
}

/** SuspensionState: 1 active, 2 suspended. */
export type SuspensionState = 1 | 2

/** Model form type: 10 a process form (form designer), 20 a business form (custom routes). */
export type ModelFormType = 10 | 20

export interface BpmModelDefinitionSummary {
  id: string
  version: number
  deploymentTime: number
  suspensionState: SuspensionState
}

export interface BpmModel {
  id: string
  key: string
  name: string
  description: string | null
  category: string | null
  formType: ModelFormType | null
  formId: number | null
  formName: string | null
  formCustomCreatePath: string | null
  formCustomViewPath: string | null
  createTime: number
  /** The latest deployed definition; absent when never deployed. */
  processDefinition?: BpmModelDefinitionSummary | null
}

export interface BpmModelDetail extends BpmModel {
  bpmnXml: string | null
}

export interface BpmModelCreate {
  key: string
  name: string
  description?: string
}

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

export interface BpmProcessDefinition {
  id: string
  version: number
  name: string
  description: string | null
  category: string | null
  formType: ModelFormType | null
  formId: number | null
  formName: string | null
  formConf: string | null
  formFields: string[] | null
  formCustomCreatePath: string | null
  formCustomViewPath: string | null
  suspensionState: SuspensionState
  deploymentTime: number
}
