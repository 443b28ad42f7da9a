import { createElement, Suspense, useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import type { BpmProcessInstanceDetail } from '@/shared/wire/bpm-runtime'
import { FORM_TYPE_CUSTOM, FORM_TYPE_NORMAL } from '@/shared/wire/bpm-model'
import { useBusinessFormView } from '@/shared/bpm/business-form-views'
import { FormRenderer, parseFormConf, parseFormFields } from '@/shared/form-render'

function Note({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
      {children}
    </Typography>
  )
}

/** The process form (流程表单) as the starter filled it, read-only. */
function ProcessFormView({ instance }: { instance: BpmProcessInstanceDetail }) {
  const { formFields, formConf } = instance.processDefinition
  const parsed = useMemo(() => parseFormFields(formFields), [formFields])
  const conf = useMemo(() => parseFormConf(formConf), [formConf])
  const problems = [
    ...parsed.errors.map((error) => error.message),
    ...(conf.error ? [conf.error] : []),
  ]
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      {problems.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problems.join('；')}
        </Alert>
      )}
      <FormRenderer
        fields={parsed.fields}
        conf={conf.conf}
        value={instance.formVariables ?? {}}
        readOnly
        label={`申请信息【${instance.name}】`}
      />
    </Box>
  )
}

/** A business form's own view of its record (e.g. 查看 OA 请假), found by the model's view path. */
function BusinessFormView({ instance }: { instance: BpmProcessInstanceDetail }) {
  const path = instance.processDefinition.formCustomViewPath
  const View = useBusinessFormView(path)
  const recordId = Number(instance.businessKey)
  if (!View) return <Note>{`没有可显示的业务表单（${path || '未配置表单查看地址'}）`}</Note>
  if (!instance.businessKey || !Number.isInteger(recordId)) {
    return <Note>该流程没有关联的业务单据</Note>
  }
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label="加载中" />
        </Box>
      }
    >
      {/* A registered component (stable per path), not one made here: the lint rule cannot tell. */}
      {createElement(View, { id: recordId })}
    </Suspense>
  )
}

/** 申请信息: what the starter submitted, by the definition's form type. */
export function ApplicationForm({ instance }: { instance: BpmProcessInstanceDetail }) {
  const formType = instance.processDefinition.formType
  if (formType === FORM_TYPE_NORMAL) return <ProcessFormView instance={instance} />
  if (formType === FORM_TYPE_CUSTOM) return <BusinessFormView instance={instance} />
  return <Note>该流程没有表单</Note>
}
