export { ImageUploadField, type ImageUploadFieldProps } from './image-upload-field'
export { ImageListField, tooManyImagesMessage, type ImageListFieldProps } from './image-list-field'
export { ImageUploadFormField, ImageListFormField } from './image-form-fields'
export {
  IMAGE_MAX_BYTES,
  IMAGE_RULE_TEXT,
  IMAGE_TYPES,
  NO_UPLOAD_PERMISSION_TEXT,
  UPLOAD_PERMISSION,
  imageFileIssue,
  imageMessages,
} from './image-rules'
export { HiddenFileInput } from './hidden-file-input'
export { useImageUpload, type ImageUpload } from './use-image-upload'
