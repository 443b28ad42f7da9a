import Box from '@mui/material/Box'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { PersonsField } from '@/shared/museum'
import { usePermission } from '@/shared/permissions/use-permission'
import type { TeamFormValues } from '../resources/team-form-schema'
import { TeamMembersImport } from './team-members-import'

type Form = UseFormReturn<TeamFormValues>

const IMPORT = ['reserve:team:import']

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
