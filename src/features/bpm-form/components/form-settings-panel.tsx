import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import type { CommonStatus } from '@/shared/bpm/bpm-types'
import { DICT_TYPE, useDictOptions } from '@/shared/dict'
import type { FormConf, FormSize, LabelPosition } from '@/shared/form-render'
import type { FormSettings } from '../model/designer-state'
import { OptionalNumberField } from './optional-number-field'

const SIZE_LABELS: Record<FormSize, string> = { small: '紧凑', medium: '默认' }
const POSITION_LABELS: Record<LabelPosition, string> = {
  left: '左对齐',
  right: '右对齐',
  top: '顶部',
}

export interface FormSettingsPanelProps {
  /** Absent on 表单构建, where no stored form (name, status, remark) stands behind the design. */
  settings?: FormSettings
  conf: FormConf
  /** Shown under 表单名 (e.g. after a save without a name). */
  nameError?: string | null
  onSettingsChange?: (patch: Partial<FormSettings>) => void
  onConfChange: (patch: Partial<FormConf>) => void
}

/** The right column's 表单属性: the form's name, status, remark (when given) and layout. */
export function FormSettingsPanel({
  settings,
  conf,
  nameError,
  onSettingsChange,
  onConfChange,
}: FormSettingsPanelProps) {
  const statuses = useDictOptions(DICT_TYPE.COMMON_STATUS, 'number')
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {settings && onSettingsChange && (
        <>
          <TextField
            label="表单名"
            size="small"
            required
            fullWidth
            placeholder="请输入表单名"
            value={settings.name}
            error={!!nameError}
            helperText={nameError}
            onChange={(event) => onSettingsChange({ name: event.target.value })}
          />
          <FormControl>
            <FormLabel id="bpm-form-status-label" sx={{ fontSize: 12 }}>
              状态
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="bpm-form-status-label"
              value={String(settings.status)}
              onChange={(event) =>
                onSettingsChange({ status: Number(event.target.value) as CommonStatus })
              }
            >
              {statuses.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={String(option.value)}
                  control={<Radio size="small" />}
                  label={option.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label="备注"
            size="small"
            fullWidth
            multiline
            minRows={2}
            placeholder="请输入备注"
            value={settings.remark}
            onChange={(event) => onSettingsChange({ remark: event.target.value })}
          />
        </>
      )}
      <OptionalNumberField
        label="标签宽度"
        integer
        min={0}
        value={conf.labelWidth}
        helperText="单位 px"
        // Cleared: the last width stays in force until a new one is typed.
        onChange={(labelWidth) => {
          if (labelWidth !== undefined) {
            onConfChange({ labelWidth: Math.min(600, Math.max(0, labelWidth)) })
          }
        }}
      />
      <TextField
        select
        label="尺寸"
        size="small"
        fullWidth
        value={conf.size}
        onChange={(event) => onConfChange({ size: event.target.value as FormSize })}
      >
        {(Object.keys(SIZE_LABELS) as FormSize[]).map((size) => (
          <MenuItem key={size} value={size}>
            {SIZE_LABELS[size]}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="bpm-form-label-position" sx={{ fontSize: 12 }}>
          标签位置
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="bpm-form-label-position"
          value={conf.labelPosition}
          onChange={(event) => onConfChange({ labelPosition: event.target.value as LabelPosition })}
        >
          {(Object.keys(POSITION_LABELS) as LabelPosition[]).map((position) => (
            <FormControlLabel
              key={position}
              value={position}
              control={<Radio size="small" />}
              label={POSITION_LABELS[position]}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  )
}
