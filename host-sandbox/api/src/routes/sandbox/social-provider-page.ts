import { SANDBOX_SOCIAL_ACCOUNTS } from '../../auth/social-service'
import { escapeHtml } from '../../lib/html'

export const SOCIAL_TYPE_NAMES: Record<number, string> = {
  10: 'Gitee',
  20: '钉钉',
  30: '企业微信',
  31: '微信公众号',
  32: '微信开放平台',
  34: '微信小程序',
}

export interface AuthorizePageModel {
  type: number
  redirectUri: string
  state: string
  error?: string
  /** What the user typed as provider account, kept after a wrong password. */
  account?: string
}

const STYLE = `
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    background: #f0f2f5; font-family: "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif;
    color: #303133; }
  main { width: 420px; background: #fff; border-radius: 8px; box-shadow: 0 2px 12px rgba(0,0,0,.1);
    padding: 28px 32px; }
  h1 { font-size: 20px; margin: 0 0 6px; }
  p.lead { color: #606266; margin: 0 0 20px; font-size: 14px; }
  .badge { display: inline-block; background: #ecf5ff; color: #409eff; border-radius: 4px;
    padding: 2px 8px; font-size: 12px; margin-left: 6px; vertical-align: middle; }
  label.field { display: block; margin: 0 0 14px; font-size: 13px; color: #606266; }
  label.field input { width: 100%; box-sizing: border-box; margin-top: 6px; padding: 8px;
    border: 1px solid #dcdfe6; border-radius: 4px; font-size: 14px; }
  ul.accounts { margin: 0 0 18px; padding-left: 18px; color: #909399; font-size: 12px; }
  .actions { display: flex; flex-direction: row-reverse; gap: 12px; justify-content: flex-start; }
  button { border: 1px solid #dcdfe6; background: #fff; border-radius: 4px; padding: 9px 20px;
    font-size: 14px; cursor: pointer; }
  button.primary { background: #409eff; border-color: #409eff; color: #fff; }
  .error { background: #fef0f0; color: #f56c6c; border-radius: 4px; padding: 8px 12px;
    margin-bottom: 14px; font-size: 13px; }
  footer { margin-top: 18px; color: #c0c4cc; font-size: 12px; text-align: center; }
`

/**
 * The sandbox social provider's sign-in and consent page (stands in for Gitee, DingTalk...): the
 * user signs in to a provider account, then approves.
 */
export function renderAuthorizePage(model: AuthorizePageModel): string {
  const provider = SOCIAL_TYPE_NAMES[model.type] ?? `类型 ${model.type}`
  const accounts = SANDBOX_SOCIAL_ACCOUNTS.map(
    (account) =>
      `<li>${escapeHtml(account.openid)}（${escapeHtml(account.nickname)}，${escapeHtml(account.hint)}）</li>`,
  ).join('')
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  return `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>沙箱社交登录授权</title>
  <style>${STYLE}</style>
</head>
<body>
  <!-- 授权 comes first in the markup so that Enter approves; row-reverse shows it on the right. -->
  <main>
    <h1>沙箱社交登录授权<span class="badge">${escapeHtml(provider)}</span></h1>
    <p class="lead">「票务预约管理系统」请求使用你的社交账号登录。请先登录沙箱社交平台的账号：</p>
    ${model.error ? `<div class="error">${escapeHtml(model.error)}</div>` : ''}
    <form method="post" action="/sandbox/social/authorize">
      ${hidden('type', String(model.type))}
      ${hidden('redirect_uri', model.redirectUri)}
      ${hidden('state', model.state)}
      <label class="field">社交平台账号
        <input type="text" name="account" value="${escapeHtml(model.account ?? '')}" autocomplete="username" required>
      </label>
      <label class="field">密码
        <input type="password" name="password" autocomplete="current-password" required>
      </label>
      <ul class="accounts">${accounts}</ul>
      <div class="actions">
        <button type="submit" name="decision" value="allow" class="primary">授权</button>
        <button type="submit" name="decision" value="deny" formnovalidate>取消</button>
      </div>
    </form>
    <footer>仅用于沙箱环境，不会连接真实的第三方平台；沙箱账号的密码见 host-sandbox/README.md</footer>
  </main>
</body>
</html>`
}
