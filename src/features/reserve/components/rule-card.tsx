import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import FormControlLabel from '@mui/material/FormControlLabel'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, type UseFormReturn } from 'react-hook-form'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import { popup } from '@/shared/ui/popups'
import { useUpdateRuleMutation } from '../api/rule-api'
import type { RuleItem } from '../model/reserve-types'
import {
  ruleFormSchema,
  ruleFormValues,
  ruleUpdateBody,
  type RuleFormValues,
} from '../model/rule-form'

export interface RuleCardProps {
  rule: RuleItem
  /** The card's title (overall_rule_type label). */
  title: string
  /** What the rule governs, one line under the title. */
  subtitle: string
  canSave: boolean
}

type NumberName = Exclude<keyof RuleFormValues, 'enabled' | 'tempAmountTake'>

const NUMBER_FIELDS: readonly { name: NumberName; label: string; unit: string; hint: string }[] = [
  { name: 'advanceDays', label: '可提前预约天数', unit: '天', hint: '今天起最多可约到第几天' },
  {
    name: 'cancelDeadlineHours',
    label: '取消截止',
    unit: '小时',
    hint: '场次开始前多少小时内不能取消',
  },
  { name: 'minPersons', label: '每单最少人数', unit: '人', hint: '' },
  { name: 'maxPersons', label: '每单最多人数', unit: '人', hint: '' },
  {
    name: 'dailyLimitPerIdNumber',
    label: '每证件每日预约',
    unit: '次',
    hint: '同一证件号同一天的有效预约数',
  },
]

/** One rule type's switches and limits, saved on its own. */
export function RuleCard({ rule, title, subtitle, canSave }: RuleCardProps) {
  const titleId = useId()
  const [update] = useUpdateRuleMutation()
  const form = useForm<RuleFormValues, unknown, RuleFormValues>({
    defaultValues: ruleFormValues(rule),
    resolver: zodResolver(ruleFormSchema),
  })
  const { isDirty, isSubmitting } = form.formState

  const save = form.handleSubmit(async (values) => {
    try {
      await update(ruleUpdateBody(rule.id, values)).unwrap()
    } catch {
      // Refused: the server's message is on screen; the card keeps what was typed.
      return
    }
    form.reset(values)
    popup.message.success('保存成功')
  })

  return (
    <Card
      variant="outlined"
      component="form"
      noValidate
      onSubmit={save}
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardHeader
        title={title}
        subheader={subtitle}
        slotProps={{ title: { id: titleId, variant: 'subtitle1', fontWeight: 600 } }}
        action={<EnabledSwitch form={form} disabled={!canSave} />}
      />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 0 }}>
        {NUMBER_FIELDS.map((field) => (
          <Controller
            key={field.name}
            control={form.control}
            name={field.name}
            render={({ field: bound, fieldState }) => (
              <TextField
                size="small"
                type="number"
                label={field.label}
                disabled={!canSave}
                value={bound.value ?? ''}
                onChange={(event) =>
                  bound.onChange(event.target.value === '' ? null : Number(event.target.value))
                }
                onBlur={bound.onBlur}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? field.hint}
                slotProps={{
                  input: {
                    endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment>,
                  },
                }}
              />
            )}
          />
        ))}
        <TempAmountField form={form} disabled={!canSave} />
      </CardContent>
      <CardActions sx={{ mt: 'auto', px: 2, pb: 2, gap: 1 }}>
        {canSave && (
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty}>
            保存
          </Button>
        )}
        {canSave && isDirty && (
          <Button type="button" disabled={isSubmitting} onClick={() => form.reset()}>
            撤销修改
          </Button>
        )}
        {isDirty && (
          <Typography variant="body2" color="warning.main">
            有未保存的修改
          </Typography>
        )}
      </CardActions>
    </Card>
  )
}

type Form = UseFormReturn<RuleFormValues, unknown, RuleFormValues>

function EnabledSwitch({ form, disabled }: { form: Form; disabled: boolean }) {
  return (
    <Controller
      control={form.control}
      name="enabled"
      render={({ field }) => (
        <FormControlLabel
          label="开放预约"
          control={
            <Switch
              checked={field.value}
              disabled={disabled}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
        />
      )}
    />
  )
}

function TempAmountField({ form, disabled }: { form: Form; disabled: boolean }) {
  const options = useDictOptions(DICT_TYPE.TEMP_AMOUNT_TAKE, 'number')
  return (
    <Controller
      control={form.control}
      name="tempAmountTake"
      render={({ field }) => (
        <Box>
          <TextField
            select
            fullWidth
            size="small"
            label="临时名额领取"
            disabled={disabled}
            value={options.length ? field.value : ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            helperText="当日未约满的名额是否开放现场领取"
          >
            {options.map((option) => (
              <MenuItem key={String(option.value)} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    />
  )
}
