import { ErrorPageFrame } from './error-page-frame'

export function NotFoundPage() {
  return (
    <ErrorPageFrame
      code="404"
      title="找不到网页！"
      message="对不起，您正在寻找的页面不存在。请检查网址是否正确，或返回首页。"
    />
  )
}
