export {
  MONEY_DECIMALS_MESSAGE,
  MONEY_FORMAT_MESSAGE,
  fenToYuan,
  formatYuan,
  yuanError,
  yuanText,
  yuanToFen,
  type YuanOptions,
} from './money'
