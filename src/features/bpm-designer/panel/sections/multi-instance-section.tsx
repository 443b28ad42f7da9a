import Stack from '@mui/material/Stack'
import {
  readMultiInstance,
  supportOf,
  writeLoopType,
  writeMultiInstance,
  type LoopType,
} from '../../panel-model'
import { CommitTextField } from '../ui/commit-text-field'
import { reportWrite, type SectionProps } from '../ui/panel-section'
import { SelectField } from '../ui/select-field'
import { AsyncSwitches } from './async-switches'

const LOOP_TYPES = [
  { value: 'none', label: '无' },
  { value: 'standard', label: '标准循环' },
  { value: 'sequential', label: '串行多实例' },
  { value: 'parallel', label: '并行多实例' },
]

export function MultiInstanceSection({ ctx, target, readOnly }: SectionProps) {
  const view = readMultiInstance(ctx, target)
  const support = supportOf(ctx)
  const multi = view.loopType === 'sequential' || view.loopType === 'parallel'
  return (
    <Stack spacing={2}>
      <SelectField
        label="回路特性"
        value={view.loopType}
        options={LOOP_TYPES}
        disabled={readOnly}
        onChange={(value) => reportWrite(writeLoopType(ctx, target, value as LoopType))}
      />
      {multi && (
        <>
          <CommitTextField
            label="循环数量"
            value={view.loopCardinality}
            disabled={readOnly}
            onCommit={(loopCardinality) => writeMultiInstance(ctx, target, { loopCardinality })}
          />
          <CommitTextField
            label="集合"
            value={view.collection}
            disabled={readOnly}
            onCommit={(collection) => writeMultiInstance(ctx, target, { collection })}
          />
          <CommitTextField
            label="元素变量"
            value={view.elementVariable}
            disabled={readOnly}
            onCommit={(elementVariable) => writeMultiInstance(ctx, target, { elementVariable })}
          />
          <CommitTextField
            label="完成条件"
            value={view.completionCondition}
            disabled={readOnly}
            placeholder="如 ${nrOfCompletedInstances >= 1}"
            onCommit={(completionCondition) =>
              writeMultiInstance(ctx, target, { completionCondition })
            }
          />
          {support.multiInstanceAsync && (
            <AsyncSwitches
              flags={view}
              mode="beforeAfter"
              disabled={readOnly}
              onChange={(patch) => reportWrite(writeMultiInstance(ctx, target, patch))}
            />
          )}
          {support.multiInstanceRetryTimeCycle && (view.asyncBefore || view.asyncAfter) && (
            <CommitTextField
              label="重试周期"
              value={view.timeCycle}
              disabled={readOnly}
              placeholder="如 R3/PT10M"
              onCommit={(timeCycle) => writeMultiInstance(ctx, target, { timeCycle })}
            />
          )}
        </>
      )}
    </Stack>
  )
}
