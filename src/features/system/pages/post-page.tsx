import { ResourcePage } from '@/shared/crud'
import { postResource } from '../resources/post-resource'

/** 岗位管理 (page key 'system/post/index'). */
export default function PostPage() {
  return <ResourcePage resource={postResource} />
}
