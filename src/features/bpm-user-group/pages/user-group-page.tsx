import { ResourcePage } from '@/shared/crud'
import { userGroupResource } from '../resources/user-group-resource'

/** 用户分组 (page key 'bpm/group/index', /bpm/manager/user-group). */
export default function UserGroupPage() {
  return <ResourcePage resource={userGroupResource} />
}
