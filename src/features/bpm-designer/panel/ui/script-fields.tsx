import type { ScriptType, WriteResult } from '../../panel-model'
import { CommitTextField } from './commit-text-field'
import { reportWrite } from './panel-section'
import { SelectField } from './select-field'

export interface ScriptFieldsProps {
  /** The language field: '脚本语言' on a condition, '脚本格式' on a script task. */
  formatLabel: string
  formatPlaceholder: string
  /** The external option: '外部脚本' on a condition, '外部资源' on a script task. */
  externalLabel: string
  scriptRows: number
  format: string
  scriptType: ScriptType
  script: string
  resource: string
  /** Whether the dialect has external scripts; one that is already external stays offered. */
  externalSupported: boolean
  disabled: boolean
  onFormatCommit: (format: string) => WriteResult
  onScriptTypeChange: (scriptType: ScriptType) => WriteResult
  onScriptCommit: (script: string) => WriteResult
  onResourceCommit: (resource: string) => WriteResult
}

/** A script's language, whether it is inline or an external resource, and the script or resource. */
export function ScriptFields({
  formatLabel,
  formatPlaceholder,
  externalLabel,
  scriptRows,
  format,
  scriptType,
  script,
  resource,
  externalSupported,
  disabled,
  onFormatCommit,
  onScriptTypeChange,
  onScriptCommit,
  onResourceCommit,
}: ScriptFieldsProps) {
  const scriptTypes = [
    { value: 'inline', label: '内联脚本' },
    ...(externalSupported || scriptType === 'external'
      ? [{ value: 'external', label: externalLabel }]
      : []),
  ]
  return (
    <>
      <CommitTextField
        label={formatLabel}
        value={format}
        disabled={disabled}
        placeholder={formatPlaceholder}
        onCommit={onFormatCommit}
      />
      <SelectField
        label="脚本类型"
        value={scriptType}
        options={scriptTypes}
        disabled={disabled}
        onChange={(value) => reportWrite(onScriptTypeChange(value as ScriptType))}
      />
      {scriptType === 'inline' ? (
        <CommitTextField
          label="脚本"
          multiline
          minRows={scriptRows}
          value={script}
          disabled={disabled}
          onCommit={onScriptCommit}
        />
      ) : (
        <CommitTextField
          label="资源地址"
          value={resource}
          disabled={disabled}
          onCommit={onResourceCommit}
        />
      )}
    </>
  )
}
