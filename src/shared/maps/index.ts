export {
  LocationField,
  NO_MAP_KEY_TEXT,
  type LocationFieldProps,
  type LocationValue,
} from './location-field'
export {
  LOCATION_PICKER_ORIGIN,
  locationPickerUrl,
  readLocationMessage,
  type PickedLocation,
} from './location-message'
export { MAP_KEY_CONFIG, mapKeyApi, useGetMapKeyQuery } from './map-key-api'
