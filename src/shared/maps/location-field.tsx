import { lazy, Suspense, useCallback, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import { useGetMapKeyQuery } from './map-key-api'
import type { PickedLocation } from './location-message'

const LocationPickerDialog = lazy(() => import('./location-picker-dialog'))

/** What the field holds: the two numbers as typed (the form's schema checks them). */
export interface LocationValue {
  latitude: string
  longitude: string
}

export interface LocationFieldProps {
  value: LocationValue
  onChange: (value: LocationValue) => void
  /** Messages under the two inputs. */
  errors?: { latitude?: string; longitude?: string }
  /** Called with the picked place's address when the picker gives one. */
  onAddress?: (address: string) => void
}

/** Shown instead of 获取 when no map key is configured. */
export const NO_MAP_KEY_TEXT = '未配置地图密钥（参数 tencent.lbs.key），请手动填写经纬度'

/**
 * Latitude and longitude: typed by hand, or with a map key configured, picked on Tencent's map
 * (获取). Without a key nothing is requested from outside the console.
 */
export function LocationField({ value, onChange, errors = {}, onAddress }: LocationFieldProps) {
  const { data: mapKey, isLoading } = useGetMapKeyQuery()
  const [picking, setPicking] = useState(false)
  const key = mapKey?.trim() ?? ''

  const pick = useCallback(
    (location: PickedLocation) => {
      onChange({ latitude: String(location.latitude), longitude: String(location.longitude) })
      if (location.address) onAddress?.(location.address)
      setPicking(false)
    },
    [onAddress, onChange],
  )

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="纬度"
          value={value.latitude}
          onChange={(event) => onChange({ ...value, latitude: event.target.value })}
          error={Boolean(errors.latitude)}
          helperText={errors.latitude}
          sx={{ flex: 1, minWidth: 140 }}
        />
        <TextField
          size="small"
          label="经度"
          value={value.longitude}
          onChange={(event) => onChange({ ...value, longitude: event.target.value })}
          error={Boolean(errors.longitude)}
          helperText={errors.longitude}
          sx={{ flex: 1, minWidth: 140 }}
        />
        {key && (
          <Button variant="outlined" onClick={() => setPicking(true)} sx={{ height: 40 }}>
            获取
          </Button>
        )}
      </Box>
      {!isLoading && !key && <FormHelperText>{NO_MAP_KEY_TEXT}</FormHelperText>}
      {picking && key && (
        <Suspense fallback={null}>
          <LocationPickerDialog mapKey={key} onPick={pick} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </Box>
  )
}
