import type { ReactNode } from 'react'
import { BUILD_VERSION } from '@/shared/config/env'
import styles from '../styles/login.module.css'

// A faint memorial-hall skyline drawn inline: the login page loads nothing from other hosts.
function SkylineArt() {
  return (
    <svg
      className={styles.skyline}
      viewBox="0 0 1440 220"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
    >
      <path fill="#409EFF" fillOpacity="0.06" d="M0 170 Q360 120 720 150 T1440 140 V220 H0z" />
      <g fill="#409EFF" fillOpacity="0.09">
        <path d="M560 120 720 70l160 50z" />
        <rect x="560" y="124" width="320" height="8" />
        <rect x="580" y="138" width="14" height="52" />
        <rect x="622" y="138" width="14" height="52" />
        <rect x="664" y="138" width="14" height="52" />
        <rect x="706" y="138" width="14" height="52" />
        <rect x="748" y="138" width="14" height="52" />
        <rect x="790" y="138" width="14" height="52" />
        <rect x="832" y="138" width="14" height="52" />
        <rect x="550" y="192" width="340" height="8" />
        <rect x="530" y="204" width="380" height="16" />
        <path d="M200 220V150l40-20 40 20v70zM1160 220v-64l36-18 36 18v64z" />
        <rect x="380" y="176" width="120" height="44" />
        <rect x="940" y="170" width="150" height="50" />
      </g>
    </svg>
  )
}

/** The calm full-page background of the login screens, with the build version at the bottom. */
export function LoginBackdrop({ children }: { children: ReactNode }) {
  return (
    <div className={styles.backdrop}>
      <SkylineArt />
      <div className={styles.content}>{children}</div>
      <div className={styles.version}>{BUILD_VERSION}</div>
    </div>
  )
}

/** The white card the login screens put their content on. */
export function LoginCard({
  children,
  centered = false,
}: {
  children: ReactNode
  centered?: boolean
}) {
  return (
    <div className={centered ? `${styles.card} ${styles.centered}` : styles.card}>{children}</div>
  )
}
