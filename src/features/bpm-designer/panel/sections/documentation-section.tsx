import { readDocumentation, writeDocumentation } from '../../panel-model'
import { CommitTextField } from '../ui/commit-text-field'
import type { SectionProps } from '../ui/panel-section'

export function DocumentationSection({ ctx, target, readOnly }: SectionProps) {
  return (
    <CommitTextField
      label="元素文档"
      multiline
      minRows={3}
      value={readDocumentation(ctx, target)}
      disabled={readOnly}
      onCommit={(text) => writeDocumentation(ctx, target, text)}
    />
  )
}
