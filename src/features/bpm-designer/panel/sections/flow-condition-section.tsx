import Stack from '@mui/material/Stack'
import {
  readFlowCondition,
  supportOf,
  writeCondition,
  writeFlowType,
  type ConditionInput,
  type ConditionType,
  type FlowType,
} from '../../panel-model'
import { CommitTextField } from '../ui/commit-text-field'
import { reportWrite, type SectionProps } from '../ui/panel-section'
import { ScriptFields } from '../ui/script-fields'
import { SelectField } from '../ui/select-field'
import { useStickyChoice } from '../ui/use-sticky-choice'

export function FlowConditionSection({ ctx, target, readOnly }: SectionProps) {
  const view = readFlowCondition(ctx, target)
  const support = supportOf(ctx)
  // The kinds of condition are chosen here first and written with their first value; an empty
  // condition does not say which kind it is, so the choice is kept until the diagram says otherwise.
  const [conditionType, setConditionType] = useStickyChoice(view.conditionType, 'expression')
  const [scriptType, setScriptType] = useStickyChoice(view.scriptType, 'inline')

  const write = (patch: Partial<ConditionInput>) => {
    const input: ConditionInput = {
      conditionType,
      scriptType,
      body: view.body,
      language: view.language,
      resource: view.resource,
      ...patch,
    }
    return writeCondition(ctx, target, input)
  }

  const flowTypes = [
    { value: 'normal', label: '普通流转路径' },
    { value: 'default', label: '默认流转路径', disabled: !view.canBeDefault },
    { value: 'condition', label: '条件流转路径' },
  ]
  const conditionTypes = [
    { value: 'expression', label: '表达式' },
    ...(support.scriptConditions || conditionType === 'script'
      ? [{ value: 'script', label: '脚本' }]
      : []),
  ]

  return (
    <Stack spacing={2}>
      <SelectField
        label="流转类型"
        value={view.flowType}
        options={flowTypes}
        disabled={readOnly}
        onChange={(value) => reportWrite(writeFlowType(ctx, target, value as FlowType))}
      />
      {view.flowType === 'condition' && (
        <>
          <SelectField
            label="条件格式"
            value={conditionType}
            options={conditionTypes}
            disabled={readOnly}
            onChange={(value) => {
              setConditionType(value as ConditionType)
              reportWrite(write({ conditionType: value as ConditionType }))
            }}
          />
          {conditionType === 'expression' ? (
            <CommitTextField
              label="表达式"
              value={view.body}
              disabled={readOnly}
              placeholder="如 ${approved == true}"
              onCommit={(body) => write({ body })}
            />
          ) : (
            <ScriptFields
              formatLabel="脚本语言"
              formatPlaceholder="如 groovy"
              externalLabel="外部脚本"
              scriptRows={3}
              format={view.language}
              scriptType={scriptType}
              script={view.body}
              resource={view.resource}
              externalSupported={support.externalScripts}
              disabled={readOnly}
              onFormatCommit={(language) => write({ language })}
              onScriptTypeChange={(next) => {
                setScriptType(next)
                return write({ scriptType: next })
              }}
              onScriptCommit={(body) => write({ body })}
              onResourceCommit={(resource) => write({ resource })}
            />
          )}
        </>
      )}
    </Stack>
  )
}
