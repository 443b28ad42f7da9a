import { PortalLink } from '../components/portal-link'
import type { PortalSession } from '../session/portal-session'

const CONSOLE_CARDS = [
  { path: '/index', title: '控制台首页', text: '票务预约管理系统的工作台与今日概览' },
  { path: '/system/dict', title: '字典管理', text: '维护预约类型、票种等系统字典' },
  { path: '/infra/config', title: '参数配置', text: '查看与调整系统参数' },
  { path: '/user/notify-message', title: '我的站内信', text: '系统消息与待办通知' },
]

export function HomePage({ session, activeRule }: { session: PortalSession; activeRule: string }) {
  return (
    <main className="portal-home">
      <section className="portal-home__welcome">
        <h1>您好，{session.nickname}</h1>
        <p>欢迎回到纪念馆员工门户。以下入口将在门户内打开票务预约管理系统，无需再次登录。</p>
      </section>
      <section aria-label="票务预约管理系统入口">
        <h2 className="portal-home__heading">票务预约管理系统</h2>
        <ul className="portal-cards">
          {CONSOLE_CARDS.map((card) => (
            <li key={card.path}>
              <PortalLink to={`${activeRule}${card.path}`} className="portal-card">
                <span className="portal-card__title">{card.title}</span>
                <span className="portal-card__text">{card.text}</span>
                <span className="portal-card__path">
                  {activeRule}
                  {card.path}
                </span>
              </PortalLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="portal-home__notice" aria-label="门户公告">
        <h2 className="portal-home__heading">门户公告</h2>
        <p>闭馆日（每周一）系统照常开放；预约数据每日 02:00 备份。</p>
      </section>
    </main>
  )
}
