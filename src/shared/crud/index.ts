export {
  defineResourceApi,
  type ResourceApi,
  type ResourceApiOptions,
  type ResourceDispatch,
} from './resource-api'
export {
  defineResource,
  type AnyResource,
  type Resource,
  type ResourceActions,
  type ResourceConfig,
  type ResourceForm,
  type ResourceRowActions,
} from './define-resource'
export { valuesFromItem, withoutBlankTexts } from './form-values'
export { dateTimeColumn, dictColumn, yesNoColumn } from './columns'
export {
  useResourceScreen,
  type ResourceScreen,
  type ResourceScreenOptions,
} from './use-resource-screen'
export {
  ResourcePage,
  ResourceView,
  type ResourcePageProps,
  type ResourceViewProps,
} from './resource-page'
