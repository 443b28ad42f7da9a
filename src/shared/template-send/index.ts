export {
  TemplateSendDialog,
  type SendableTemplate,
  type TemplateSendDialogProps,
} from './template-send-dialog'
