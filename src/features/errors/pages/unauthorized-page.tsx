import { ErrorPageFrame } from './error-page-frame'

export function UnauthorizedPage() {
  return (
    <ErrorPageFrame
      code="401"
      title="您没有访问权限！"
      message="对不起，您没有访问该页面的权限，如需访问请联系管理员。"
    />
  )
}
