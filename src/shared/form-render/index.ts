export {
  FORM_FIELD_TYPES,
  CHOICE_FIELD_TYPES,
  FIELD_NAME_PATTERN,
  FORM_SIZES,
  LABEL_POSITIONS,
  DEFAULT_FORM_CONF,
  isChoiceType,
  formFieldSchema,
  formOptionSchema,
  fieldValidationSchema,
  formConfSchema,
  type FormFieldType,
  type FormFieldDefinition,
  type FormOption,
  type FormOptionValue,
  type FieldValidation,
  type FormConf,
  type FormSize,
  type LabelPosition,
  type FormValues,
} from './form-definition'
export {
  parseFormFields,
  serializeFormFields,
  parseFormConf,
  serializeFormConf,
  cleanFormField,
  createFieldId,
  type FieldParseError,
  type ParsedFormFields,
  type ParsedFormConf,
} from './form-codec'
export {
  emptyFieldValue,
  normalizeFieldValue,
  isEmptyFieldValue,
  initialFormValues,
  type FieldValue,
  type DateRangeValue,
} from './field-values'
export { buildFormSchema, fieldProblem, compilePattern } from './form-schema'
export {
  FormRenderer,
  FormFieldView,
  type FormRendererProps,
  type FormFieldViewProps,
} from './form-renderer'
export { FieldControl } from './controls/field-control'
export type { FieldControlProps } from './controls/control-props'
export { fileNameOfUrl } from './controls/upload-control'
export { formUploadApi, useUploadFormFileMutation, UPLOAD_FILE_FIELD } from './upload-api'
