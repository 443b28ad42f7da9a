import { SignScreen } from '../components/sign-screen'

/** 活动报名 (page key 'activity/sign/index'): every activity's sign-ups. */
export default function ActivitySignPage() {
  return <SignScreen />
}
