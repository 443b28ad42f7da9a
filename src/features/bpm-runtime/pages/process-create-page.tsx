import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import type { FormValues } from '@/shared/form-render'
import { ListPage } from '@/shared/list-kit'
import { useClosePage } from '@/shared/routing/close-page'
import { popup } from '@/shared/ui/popups'
import { useCreateProcessInstanceMutation } from '../api/process-instance-api'
import { DefinitionPicker } from '../components/definition-picker'
import { ProcessStartForm } from '../components/process-start-form'
import { MY_PROCESS_PATH } from '../model/runtime-paths'
import { startRouteOf } from '../model/start-route'

/**
 * 发起流程 (page key 'bpm/processInstance/create', /bpm/process-instance/create): pick an active
 * process, then fill its form and submit; a process with a business form opens that form's own
 * create page instead. Once started the tab closes and 我的流程 shows the new process.
 */
export default function ProcessCreatePage() {
  const navigate = useNavigate()
  const closePage = useClosePage()
  const [selected, setSelected] = useState<BpmProcessDefinition | null>(null)
  const [create] = useCreateProcessInstanceMutation()

  const select = useCallback(
    (definition: BpmProcessDefinition) => {
      const start = startRouteOf(definition)
      if (start.kind === 'form') setSelected(definition)
      else if (start.kind === 'route') void navigate(start.path)
      else popup.message.warning(start.reason)
    },
    [navigate],
  )

  const submit = useCallback(
    async (values: FormValues) => {
      if (!selected) return
      // unwrap rejects on a refusal (the kernel has shown it): the form keeps what was typed.
      await create({ processDefinitionId: selected.id, variables: values }).unwrap()
      popup.message.success('发起流程成功')
      closePage(MY_PROCESS_PATH)
    },
    [closePage, create, selected],
  )

  return (
    <ListPage label="发起流程">
      {selected ? (
        <ProcessStartForm
          // A new form per process: nothing typed for one process leaks into another.
          key={selected.id}
          definition={selected}
          onSubmit={submit}
          onPickAnother={() => setSelected(null)}
        />
      ) : (
        <DefinitionPicker onSelect={select} />
      )}
    </ListPage>
  )
}
