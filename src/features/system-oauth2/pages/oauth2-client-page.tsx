import { ResourcePage } from '@/shared/crud'
import { oauth2ClientResource } from '../resources/oauth2-client-resource'

/** OAuth 2.0 > 应用管理 (page key 'system/oauth2/client/index'). */
export default function OAuth2ClientPage() {
  return <ResourcePage resource={oauth2ClientResource} />
}
