import { useState } from 'react'
import Stack from '@mui/material/Stack'
import {
  readFlowCondition,
  supportOf,
  writeCondition,
  writeFlowType,
  type ConditionInput,
  type ConditionType,
  type FlowType,
  type ScriptType,
} from '../../panel-model'
import { CommitTextField } from '../ui/commit-text-field'
import { reportWrite, type SectionProps } from '../ui/panel-section'
import { SelectField } from '../ui/select-field'

export function FlowConditionSection({ ctx, target, readOnly }: SectionProps) {
  const view = readFlowCondition(ctx, target)
  const support = supportOf(ctx)
  // The kinds of condition are chosen here first and written with their first value; an empty
  // condition does not say which kind it is, so the choice is kept until the diagram says otherwise.
  const [conditionType, setConditionType] = useState<ConditionType>(
    view.conditionType ?? 'expression',
  )
  const [scriptType, setScriptType] = useState<ScriptType>(view.scriptType ?? 'inline')
  const [seen, setSeen] = useState([view.conditionType, view.scriptType])
  if (seen[0] !== view.conditionType || seen[1] !== view.scriptType) {
    setSeen([view.conditionType, view.scriptType])
    if (view.conditionType) setConditionType(view.conditionType)
    if (view.scriptType) setScriptType(view.scriptType)
  }

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
  const scriptTypes = [
    { value: 'inline', label: '内联脚本' },
    ...(support.externalScripts || scriptType === 'external'
      ? [{ value: 'external', label: '外部脚本' }]
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
            <>
              <CommitTextField
                label="脚本语言"
                value={view.language}
                disabled={readOnly}
                placeholder="如 groovy"
                onCommit={(language) => write({ language })}
              />
              <SelectField
                label="脚本类型"
                value={scriptType}
                options={scriptTypes}
                disabled={readOnly}
                onChange={(value) => {
                  setScriptType(value as ScriptType)
                  reportWrite(write({ scriptType: value as ScriptType }))
                }}
              />
              {scriptType === 'inline' ? (
                <CommitTextField
                  label="脚本"
                  multiline
                  minRows={3}
                  value={view.body}
                  disabled={readOnly}
                  onCommit={(body) => write({ body })}
                />
              ) : (
                <CommitTextField
                  label="资源地址"
                  value={view.resource}
                  disabled={readOnly}
                  onCommit={(resource) => write({ resource })}
                />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  )
}
