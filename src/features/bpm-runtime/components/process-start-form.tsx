import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import type { BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import { useGetDefinitionBpmnXmlQuery } from '@/shared/bpm/definition-api'
import { ProcessViewer } from '@/shared/bpmn/process-viewer'
import { FormRenderer, parseFormConf, parseFormFields, type FormValues } from '@/shared/form-render'

export interface ProcessStartFormProps {
  definition: BpmProcessDefinition
  /** Starts the process with the form's values; a rejected promise keeps what was typed. */
  onSubmit: (values: FormValues) => Promise<void>
  onPickAnother: () => void
}

/**
 * Step 2 of 发起流程 for a process form: 申请信息【name】 with the form (提交 / 重置) and the
 * process's 流程图 below it.
 */
export function ProcessStartForm({ definition, onSubmit, onPickAnother }: ProcessStartFormProps) {
  const parsed = useMemo(() => parseFormFields(definition.formFields), [definition.formFields])
  const conf = useMemo(() => parseFormConf(definition.formConf), [definition.formConf])
  const problems = [
    ...parsed.errors.map((error) => error.message),
    ...(conf.error ? [conf.error] : []),
  ]
  const title = `申请信息【${definition.name}】`
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card variant="outlined" component="section" aria-label={title}>
        <CardHeader
          title={title}
          slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          action={
            <Button size="small" variant="outlined" onClick={onPickAnother}>
              选择其它流程
            </Button>
          }
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        />
        <CardContent>
          <Box sx={{ maxWidth: 760, mx: 'auto' }}>
            {problems.length > 0 && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {problems.join('；')}
              </Alert>
            )}
            <FormRenderer
              fields={parsed.fields}
              conf={conf.conf}
              onSubmit={onSubmit}
              label={title}
            />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label="流程图">
        <CardHeader
          title="流程图"
          slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        />
        <CardContent>
          <DefinitionDiagram definitionId={definition.id} />
        </CardContent>
      </Card>
    </Box>
  )
}

function DefinitionDiagram({ definitionId }: { definitionId: string }) {
  const { data, isSuccess, isError } = useGetDefinitionBpmnXmlQuery(definitionId)
  if (isError) return <Alert severity="warning">流程图获取失败</Alert>
  // Until the XML is in, the viewer shows its own loading text.
  return <ProcessViewer xml={isSuccess ? (data ?? '') : ''} height={480} />
}
