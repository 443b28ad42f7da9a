import Alert from '@mui/material/Alert'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { Link as RouterLink } from 'react-router-dom'
import {
  readReceiveTask,
  readScriptTask,
  readTaskAsync,
  readUserTask,
  supportOf,
  writeReceiveTaskMessage,
  writeScriptTask,
  writeTaskAsync,
  writeUserTask,
  type ScriptTaskInput,
} from '../../panel-model'
import { CommitTextField } from '../ui/commit-text-field'
import { reportWrite, type SectionProps } from '../ui/panel-section'
import { ScriptFields } from '../ui/script-fields'
import { SelectField } from '../ui/select-field'
import { useStickyChoice } from '../ui/use-sticky-choice'
import { AsyncSwitches } from './async-switches'
import { AssigneePicker, CandidateGroupsPicker, CandidateUsersPicker } from './people-pickers'

/** The model list (where a process model's settings live). */
export const MODEL_LIST_PATH = '/bpm/manager/model'

function UserTaskFields({ ctx, target, readOnly }: SectionProps) {
  const view = readUserTask(ctx, target)
  const support = supportOf(ctx)
  return (
    <Stack spacing={2}>
      <AssigneePicker
        label="处理用户"
        disabled={readOnly}
        value={view.assignee}
        onChange={(assignee) => reportWrite(writeUserTask(ctx, target, { assignee }))}
      />
      <CandidateUsersPicker
        label="候选用户"
        disabled={readOnly}
        value={view.candidateUsers}
        onChange={(candidateUsers) => reportWrite(writeUserTask(ctx, target, { candidateUsers }))}
      />
      <CandidateGroupsPicker
        label="候选分组"
        disabled={readOnly}
        value={view.candidateGroups}
        onChange={(candidateGroups) => reportWrite(writeUserTask(ctx, target, { candidateGroups }))}
      />
      <Alert severity="info" sx={{ py: 0 }}>
        可选用户、角色或填写表达式；模型设置见
        <Link component={RouterLink} to={MODEL_LIST_PATH}>
          「流程模型」
        </Link>
      </Alert>
      <CommitTextField
        label="到期时间"
        value={view.dueDate}
        disabled={readOnly}
        placeholder="如 ${dueDate} 或 P3D"
        onCommit={(dueDate) => writeUserTask(ctx, target, { dueDate })}
      />
      {support.followUpDate && (
        <CommitTextField
          label="跟踪时间"
          value={view.followUpDate}
          disabled={readOnly}
          onCommit={(followUpDate) => writeUserTask(ctx, target, { followUpDate })}
        />
      )}
      <CommitTextField
        label="优先级"
        value={view.priority}
        disabled={readOnly}
        onCommit={(priority) => writeUserTask(ctx, target, { priority })}
      />
    </Stack>
  )
}

function ScriptTaskFields({ ctx, target, readOnly }: SectionProps) {
  const view = readScriptTask(ctx, target)
  // A task with neither script nor resource does not say which kind it is: keep the user's choice.
  const [scriptType, setScriptType] = useStickyChoice(view.scriptType, 'inline')
  const write = (patch: Partial<ScriptTaskInput>) =>
    writeScriptTask(ctx, target, {
      scriptFormat: view.scriptFormat,
      scriptType,
      script: view.script,
      resource: view.resource,
      resultVariable: view.resultVariable,
      ...patch,
    })
  return (
    <Stack spacing={2}>
      <ScriptFields
        formatLabel="脚本格式"
        formatPlaceholder="如 groovy、javascript"
        externalLabel="外部资源"
        scriptRows={4}
        format={view.scriptFormat}
        scriptType={scriptType}
        script={view.script}
        resource={view.resource}
        externalSupported={supportOf(ctx).externalScripts}
        disabled={readOnly}
        onFormatCommit={(scriptFormat) => write({ scriptFormat })}
        onScriptTypeChange={(next) => {
          setScriptType(next)
          return write({ scriptType: next })
        }}
        onScriptCommit={(script) => write({ script })}
        onResourceCommit={(resource) => write({ resource })}
      />
      <CommitTextField
        label="结果变量"
        value={view.resultVariable}
        disabled={readOnly}
        onCommit={(resultVariable) => write({ resultVariable })}
      />
    </Stack>
  )
}

function ReceiveTaskFields({ ctx, target, readOnly }: SectionProps) {
  const view = readReceiveTask(ctx, target)
  return (
    <SelectField
      label="消息实例"
      value={view.messageRef}
      disabled={readOnly}
      options={[
        { value: '', label: '无' },
        ...view.messages.map((message) => ({
          value: message.id,
          label: message.name ? `${message.name}（${message.id}）` : message.id,
        })),
      ]}
      onChange={(messageId) => reportWrite(writeReceiveTaskMessage(ctx, target, messageId))}
    />
  )
}

export function TaskSection(props: SectionProps) {
  const { ctx, target, readOnly } = props
  return (
    <Stack spacing={2}>
      <AsyncSwitches
        flags={readTaskAsync(ctx, target)}
        mode={supportOf(ctx).async}
        disabled={readOnly}
        onChange={(patch) => reportWrite(writeTaskAsync(ctx, target, patch))}
      />
      {target.kind === 'userTask' && (
        <>
          <Divider />
          <UserTaskFields {...props} />
        </>
      )}
      {target.kind === 'scriptTask' && (
        <>
          <Divider />
          <ScriptTaskFields {...props} />
        </>
      )}
      {target.kind === 'receiveTask' && (
        <>
          <Divider />
          <ReceiveTaskFields {...props} />
        </>
      )}
    </Stack>
  )
}
