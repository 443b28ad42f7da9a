import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import {
  WEEKDAY_NAMES,
  type CronFieldSpec,
  type CronPart,
  type CronPartMode,
} from '../model/cron-fields'

const EVERY_TEXT: Record<string, string> = {
  second: '每秒',
  minute: '每分钟',
  hour: '每小时',
  day: '每日',
  month: '每月',
  week: '每天（不限星期）',
  year: '每年',
}

interface NumberBoxProps {
  label: string
  value: number
  min: number
  max: number
  weekday?: boolean
  onChange: (value: number) => void
}

/** A small number input (a weekday select on the 周 tab), kept inside the field's bounds. */
function NumberBox({ label, value, min, max, weekday, onChange }: NumberBoxProps) {
  if (weekday) {
    return (
      <TextField
        select
        size="small"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        slotProps={{ htmlInput: { 'aria-label': label } }}
        sx={{ width: 96, mx: 0.5 }}
      >
        {WEEKDAY_NAMES.map((name, index) => (
          <MenuItem key={name} value={index + 1}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    )
  }
  return <TypedNumber label={label} value={value} min={min} max={max} onChange={onChange} />
}

/**
 * Keeps what is being typed (an empty box, a half-typed number) and hands on only numbers inside
 * the bounds; leaving the box shows the value in force again.
 */
function TypedNumber({ label, value, min, max, onChange }: Omit<NumberBoxProps, 'weekday'>) {
  const [text, setText] = useState<string | null>(null)
  return (
    <TextField
      type="number"
      size="small"
      value={text ?? String(value)}
      onChange={(event) => {
        const raw = event.target.value
        setText(raw)
        const next = Number(raw)
        if (raw !== '' && Number.isInteger(next) && next >= min && next <= max) onChange(next)
      }}
      onBlur={() => setText(null)}
      error={text !== null && text !== String(value)}
      slotProps={{ htmlInput: { min, max, 'aria-label': label } }}
      sx={{ width: 96, mx: 0.5 }}
    />
  )
}

export interface CronPartEditorProps {
  spec: CronFieldSpec
  part: CronPart
  onChange: (part: CronPart) => void
}

/** One tab of the cron builder: a choice of how the field fires, with its numbers. */
export function CronPartEditor({ spec, part, onChange }: CronPartEditorProps) {
  const set = (changes: Partial<CronPart>) => onChange({ ...part, ...changes })
  const isWeek = spec.key === 'week'
  const box = (label: string, key: keyof CronPart, min = spec.min, max = spec.max) => (
    <NumberBox
      label={`${spec.label}：${label}`}
      value={part[key] as number}
      min={min}
      max={max}
      weekday={isWeek && key !== 'nthWeek'}
      onChange={(value) => set({ [key]: value, mode: modeOfKey(key) })}
    />
  )
  const row = (mode: CronPartMode, content: ReactNode) => (
    <FormControlLabel
      key={mode}
      value={mode}
      control={<Radio size="small" />}
      label={<Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>{content}</Box>}
      sx={{ my: 0.5 }}
    />
  )
  const options: Record<CronPartMode, () => ReactNode> = {
    every: () => EVERY_TEXT[spec.key],
    none: () => '不指定',
    empty: () => '不指定年份（每年）',
    range: () => (
      <>
        周期从{box('周期开始', 'rangeFrom')}到{box('周期结束', 'rangeTo')}
        {isWeek ? '' : spec.unit}
      </>
    ),
    step: () => (
      <>
        从{box('开始', 'stepStart')}
        {spec.unit}开始，每{box('间隔', 'stepEvery', 1, spec.max)}
        {spec.unit}执行一次
      </>
    ),
    workday: () => <>每月{box('工作日', 'workday')}号最近的那个工作日</>,
    lastDay: () => '本月最后一天',
    nth: () => (
      <>
        第{box('第几周', 'nthWeek', 1, 5)}周的{box('星期几', 'nthDay')}
      </>
    ),
    lastWeekday: () => <>本月最后一个{box('最后一个星期几', 'lastWeekday')}</>,
    specific: () => '指定',
  }
  const values = Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i)
  const toggle = (value: number, checked: boolean) =>
    set({
      mode: 'specific',
      specific: checked
        ? [...part.specific, value]
        : part.specific.filter((existing) => existing !== value),
    })

  return (
    <Box>
      <RadioGroup
        aria-label={`${spec.label}的执行方式`}
        value={part.mode}
        onChange={(event) => set({ mode: event.target.value as CronPartMode })}
      >
        {spec.modes.map((mode) => row(mode, options[mode]()))}
      </RadioGroup>
      {spec.modes.includes('specific') && (
        <Box
          role="group"
          aria-label={`指定的${spec.label}`}
          sx={{ display: 'flex', flexWrap: 'wrap', pl: 4, maxWidth: 640 }}
        >
          {values.map((value) => (
            <FormControlLabel
              key={value}
              sx={{ width: isWeek ? 72 : 52, mr: 0 }}
              control={
                <Checkbox
                  size="small"
                  sx={{ p: 0.5 }}
                  checked={part.mode === 'specific' && part.specific.includes(value)}
                  onChange={(event) => toggle(value, event.target.checked)}
                />
              }
              label={isWeek ? WEEKDAY_NAMES[value - 1] : String(value).padStart(2, '0')}
            />
          ))}
        </Box>
      )}
    </Box>
  )
}

/** Typing a number picks the option it belongs to. */
function modeOfKey(key: keyof CronPart): CronPartMode {
  switch (key) {
    case 'rangeFrom':
    case 'rangeTo':
      return 'range'
    case 'stepStart':
    case 'stepEvery':
      return 'step'
    case 'workday':
      return 'workday'
    case 'nthWeek':
    case 'nthDay':
      return 'nth'
    case 'lastWeekday':
      return 'lastWeekday'
    default:
      return 'specific'
  }
}
