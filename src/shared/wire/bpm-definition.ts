import { z } from 'zod'
import { id, epochMs } from './common'
import { modelFormType, suspensionState } from './bpm-model'

// Deployed process definitions: /bpm/process-definition/* (docs/admin-api.md#bpm), read only.

/** An item of page and list. */
export const bpmDefinitionItem = z.object({
  id: z.string().min(1),
  /** The process key (the model's); the sandbox sends it, the console does not rely on it. */
  key: z.string().optional(),
  version: z.number().int().positive(),
  name: z.string(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  formType: modelFormType.nullish(),
  formId: id.nullish(),
  formName: z.string().nullish(),
  /** The form as it was when deployed (a copy: later edits of the form do not change it). */
  formConf: z.string().nullish(),
  formFields: z.array(z.string()).nullish(),
  formCustomCreatePath: z.string().nullish(),
  formCustomViewPath: z.string().nullish(),
  suspensionState,
  deploymentTime: epochMs,
})

export type BpmDefinitionItem = z.output<typeof bpmDefinitionItem>
