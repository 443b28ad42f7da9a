import Stack from '@mui/material/Stack'
import {
  readBaseInfo,
  writeElementId,
  writeElementName,
  writeInitiator,
  writeProcessKey,
  writeProcessName,
} from '../../panel-model'
import { CommitTextField } from '../ui/commit-text-field'
import type { SectionProps } from '../ui/panel-section'

export function BaseInfoSection({
  ctx,
  target,
  readOnly,
  modelHasId,
}: SectionProps & { modelHasId: boolean }) {
  const view = readBaseInfo(ctx, target)
  if (view.kind === 'process') {
    return (
      <Stack spacing={2}>
        <CommitTextField
          label="流程标识"
          required
          value={view.id}
          disabled={readOnly || modelHasId}
          onCommit={(key) => writeProcessKey(ctx, target, key)}
        />
        <CommitTextField
          label="流程名称"
          required
          value={view.name}
          disabled={readOnly}
          onCommit={(name) => writeProcessName(ctx, target, name)}
        />
      </Stack>
    )
  }
  return (
    <Stack spacing={2}>
      <CommitTextField
        label="ID"
        required
        value={view.id}
        disabled={readOnly}
        onCommit={(id) => writeElementId(ctx, target, id)}
      />
      <CommitTextField
        label={view.labelField === 'text' ? '文本' : '名称'}
        value={view.name}
        disabled={readOnly}
        onCommit={(name) => writeElementName(ctx, target, name)}
      />
      {view.initiator !== null && (
        <CommitTextField
          label="发起人变量"
          value={view.initiator}
          disabled={readOnly}
          placeholder="如 initiator"
          onCommit={(initiator) => writeInitiator(ctx, target, initiator)}
        />
      )}
    </Stack>
  )
}
