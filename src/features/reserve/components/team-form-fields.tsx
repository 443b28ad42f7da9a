import Box from '@mui/material/Box'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { PersonsField, SlotPicker } from '@/shared/museum'
import { usePermission } from '@/shared/permissions/use-permission'
import type { TeamFormValues } from '../resources/team-form-schema'
import { TeamMembersImport } from './team-members-import'

type Form = UseFormReturn<TeamFormValues>

const IMPORT = ['reserve:team:import']

/** 参观日期 and the slot, with the team places left. */
export function TeamSlotField({ form }: { form: Form }) {
  return (
    <Controller
      control={form.control}
      name="slotId"
      render={({ field, fieldState }) => (
        <SlotPicker
          kind="team"
          value={field.value}
          onChange={(slot) => field.onChange(slot?.id ?? null)}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** The members table, with 导入成员 for holders of reserve:team:import. */
export function TeamMembersField({ form, max }: { form: Form; max?: number }) {
  const { hasPermi } = usePermission()
  return (
    <Controller
      control={form.control}
      name="members"
      render={({ field, fieldState }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
          {hasPermi(IMPORT) && (
            <TeamMembersImport
              members={field.value}
              onImported={(members) => form.setValue('members', members, { shouldDirty: true })}
            />
          )}
          <PersonsField
            value={field.value}
            onChange={field.onChange}
            errors={fieldState.error}
            max={max}
            rowName="成员"
          />
        </Box>
      )}
    />
  )
}
