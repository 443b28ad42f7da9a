import { useId, type ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import {
  useCreateTaskAssignRuleMutation,
  useUpdateTaskAssignRuleMutation,
} from '@/shared/bpm/assign-rule-api'
import { MultiSelectField, type MultiSelectOption } from '@/shared/bpm/multi-select-field'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import { FormDialog, FormFieldRow, type FormFieldDef } from '@/shared/list-kit'
import type { BpmTaskAssignRuleItem } from '@/shared/wire/bpm-assign-rule'
import {
  isRuleType,
  optionsOf,
  RULE_OPTION_FIELDS,
  ruleFormSchema,
  toRuleForm,
  type RuleFormValues,
} from '../model/assign-rule-form'

export interface TaskAssignRuleEditDialogProps {
  modelId: string
  /** The row being edited; null: closed. */
  row: BpmTaskAssignRuleItem | null
  choices: Record<number, MultiSelectOption[]>
  onClose: () => void
}

const CLOSED_ROW: BpmTaskAssignRuleItem = { taskDefinitionKey: '-', options: [] }

/** 修改任务规则 (500 px): the rule type, then the picker of that type. */
export function TaskAssignRuleEditDialog({
  modelId,
  row,
  choices,
  onClose,
}: TaskAssignRuleEditDialogProps) {
  const [createRule] = useCreateTaskAssignRuleMutation()
  const [updateRule] = useUpdateTaskAssignRuleMutation()
  const types = useDictOptions(DICT_TYPE.BPM_TASK_ASSIGN_RULE_TYPE, 'number')

  const fields: FormFieldDef<RuleFormValues>[] = [
    { kind: 'text', name: 'taskDefinitionName', label: '任务名称', disabled: true },
    { kind: 'text', name: 'taskDefinitionKey', label: '任务标识', disabled: true },
    {
      kind: 'select',
      name: 'type',
      label: '规则类型',
      required: true,
      options: types.map((t) => ({ label: t.label, value: Number(t.value) })),
    },
  ]

  const picker = (form: UseFormReturn<RuleFormValues>) => {
    const type = form.watch('type')
    if (!isRuleType(type)) return null
    const { name, label } = RULE_OPTION_FIELDS[type]
    return (
      <PickerRow label={label}>
        <MultiSelectField form={form} name={name} label={label} options={choices[type] ?? []} />
      </PickerRow>
    )
  }

  const save = async (values: RuleFormValues) => {
    if (!row || !isRuleType(values.type)) return
    const options = optionsOf(values)
    if (row.id === null || row.id === undefined) {
      await createRule({
        modelId,
        taskDefinitionKey: row.taskDefinitionKey,
        type: values.type,
        options,
      }).unwrap()
    } else {
      await updateRule({ modelId, id: row.id, type: values.type, options }).unwrap()
    }
  }

  return (
    <FormDialog
      open={row !== null}
      title="修改任务规则"
      width={500}
      schema={ruleFormSchema}
      defaultValues={toRuleForm(row ?? CLOSED_ROW)}
      fields={fields}
      onSubmit={save}
      successMessage="修改成功"
      onClose={onClose}
    >
      {picker}
    </FormDialog>
  )
}

function PickerRow({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  return (
    <FormFieldRow label={label} labelId={id} required>
      {children}
    </FormFieldRow>
  )
}
