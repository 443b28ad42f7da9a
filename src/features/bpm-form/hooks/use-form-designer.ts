import { useCallback, useReducer, useState } from 'react'
import { useFreshOnFirstMount } from '@/shared/api/use-fresh-on-first-mount'
import type { BpmForm, BpmFormSave } from '@/shared/bpm/bpm-types'
import {
  useCreateFormMutation,
  useGetFormQuery,
  useUpdateFormMutation,
} from '@/shared/bpm/form-api'
import {
  parseFormConf,
  parseFormFields,
  serializeFormConf,
  serializeFormFields,
} from '@/shared/form-render'
import { popup } from '@/shared/ui/popups'
import { designProblem, type DesignProblem } from '../model/design-checks'
import {
  designerReducer,
  INITIAL_DESIGNER_STATE,
  type DesignerState,
} from '../model/designer-state'

/** How a stored form was read: what could not be and was left out. */
export interface LoadReport {
  problems: string[]
}

function stateOf(form: BpmForm): { state: DesignerState; report: LoadReport } {
  const fields = parseFormFields(form.fields)
  const conf = parseFormConf(form.conf)
  return {
    state: {
      fields: fields.fields,
      selectedId: fields.fields[0]?.id ?? null,
      settings: { name: form.name, status: form.status, remark: form.remark ?? '' },
      conf: conf.conf,
    },
    report: {
      problems: [
        ...(conf.error ? [conf.error] : []),
        ...fields.errors.map((error) => error.message),
      ],
    },
  }
}

/** What a save would store, to tell unsaved edits (a selection alone is no edit). */
function savedContent({ settings, conf, fields }: DesignerState): string {
  return JSON.stringify({ settings, conf, fields })
}

export type SaveOutcome = { saved: true } | { saved: false; problem?: DesignProblem }

/**
 * The designer's state, the stored form it starts from (when `formId` is given) and its save.
 * The stored form is read once, from a fresh fetch: later refetches never overwrite the edits.
 */
export function useFormDesigner(formId: number | undefined) {
  const [state, dispatch] = useReducer(designerReducer, INITIAL_DESIGNER_STATE)
  const [loaded, setLoaded] = useState(formId === undefined)
  const [report, setReport] = useState<LoadReport>({ problems: [] })
  // The content as stored (null while the stored form is on its way).
  const [baseline, setBaseline] = useState<string | null>(() =>
    formId === undefined ? savedContent(INITIAL_DESIGNER_STATE) : null,
  )
  const freshOnOpen = useFreshOnFirstMount()
  const query = useGetFormQuery(formId ?? 0, {
    skip: formId === undefined,
    refetchOnMountOrArgChange: freshOnOpen,
  })
  const [createForm, createState] = useCreateFormMutation()
  const [updateForm, updateState] = useUpdateFormMutation()

  // Filling the designer while rendering (not in an effect) avoids one frame of an empty form.
  if (!loaded && query.data && !query.isFetching) {
    const read = stateOf(query.data)
    setLoaded(true)
    setReport(read.report)
    setBaseline(savedContent(read.state))
    dispatch({ type: 'loaded', ...read.state })
  }

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const problem = designProblem(state.settings.name, state.fields)
    if (problem) {
      popup.message.error(problem.message)
      if (problem.fieldId) dispatch({ type: 'fieldSelected', id: problem.fieldId })
      return { saved: false, problem }
    }
    const body: BpmFormSave = {
      name: state.settings.name.trim(),
      status: state.settings.status,
      remark: state.settings.remark.trim() === '' ? null : state.settings.remark,
      conf: serializeFormConf(state.conf),
      fields: serializeFormFields(state.fields),
    }
    // The kernel shows the server's refusal; the designer keeps everything as it is.
    const result =
      formId === undefined ? await createForm(body) : await updateForm({ ...body, id: formId })
    if ('error' in result) return { saved: false }
    setBaseline(savedContent(state))
    popup.message.success(formId === undefined ? '新增成功' : '修改成功')
    return { saved: true }
  }, [createForm, formId, state, updateForm])

  return {
    state,
    dispatch,
    /** The stored form is still on its way (only when editing one). */
    loading: !loaded && !query.isError,
    /** The stored form could not be fetched (the kernel has said why). */
    loadFailed: !loaded && query.isError,
    retryLoad: query.refetch,
    report,
    /** Edits not saved yet (leaving the page with them asks first). */
    dirty: baseline !== null && savedContent(state) !== baseline,
    save,
    saving: createState.isLoading || updateState.isLoading,
  }
}
