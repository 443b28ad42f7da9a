import logoUrl from '@/shared/assets/logo.svg'
import { APP_TITLE } from '@/shared/config/env'
import styles from '../styles/login.module.css'

export function LoginCardHeader({ subtitle = '纪念馆票务预约后台' }: { subtitle?: string }) {
  return (
    <div className={styles.header}>
      <img className={styles.logo} src={logoUrl} alt="" />
      <h1 className={styles.title}>{APP_TITLE}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  )
}
