/** Where the Tencent LBS location picker is served from; its answers must come from there. */
export const LOCATION_PICKER_ORIGIN = 'https://apis.map.qq.com'

/** A point on the map (GCJ-02, as Tencent's picker answers). */
export interface PickedLocation {
  latitude: number
  longitude: number
  /** The place's address or name when the picker gave one. */
  address?: string
}

/** The picker's page for `key` (search box on, answering by postMessage). */
export function locationPickerUrl(key: string, referer: string): string {
  const params = new URLSearchParams({ search: '1', type: '1', key, referer })
  return `${LOCATION_PICKER_ORIGIN}/tools/locpicker?${params.toString()}`
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * The location a message event carries, or null when it is not the picker's answer: another
 * origin, another module, or no finite latlng. Any page may post to the console's window, so
 * nothing else is trusted.
 */
export function readLocationMessage(event: {
  origin: string
  data: unknown
}): PickedLocation | null {
  if (event.origin !== LOCATION_PICKER_ORIGIN || !isRecord(event.data)) return null
  const { module, latlng, poiaddress, poiname } = event.data
  if (module !== 'locationPicker' || !isRecord(latlng)) return null
  const latitude = Number(latlng.lat)
  const longitude = Number(latlng.lng)
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  const address = [poiaddress, poiname].find((text) => typeof text === 'string' && text !== '')
  return { latitude, longitude, ...(typeof address === 'string' ? { address } : {}) }
}
