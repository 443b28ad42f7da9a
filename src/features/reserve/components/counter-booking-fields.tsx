import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { PersonsField, type PersonInput } from '@/shared/museum'
import type { CounterBookingValues } from '../model/counter-booking-schema'

type Form = UseFormReturn<CounterBookingValues>

/** The visitors, with a shortcut for a contact who visits too. */
export function CounterPersonsField({ form, max }: { form: Form; max?: number }) {
  const addContact = () => {
    const contact: PersonInput = {
      name: form.getValues('contactName').trim(),
      idType: form.getValues('contactIdType'),
      idNumber: form.getValues('contactIdNumber').trim(),
    }
    const persons = form.getValues('persons')
    const blank = persons.findIndex((p) => !p.name.trim() && !p.idNumber.trim())
    const next =
      blank >= 0 ? persons.map((p, i) => (i === blank ? contact : p)) : [...persons, contact]
    form.setValue('persons', next, { shouldDirty: true })
  }
  return (
    <Controller
      control={form.control}
      name="persons"
      render={({ field, fieldState }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <PersonsField
            value={field.value}
            onChange={field.onChange}
            errors={fieldState.error}
            max={max}
          />
          <Box>
            <Button size="small" onClick={addContact}>
              联系人也参观
            </Button>
          </Box>
        </Box>
      )}
    />
  )
}
