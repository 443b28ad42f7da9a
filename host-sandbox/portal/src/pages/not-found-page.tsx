import { PortalLink } from '../components/portal-link'

export function NotFoundPage() {
  return (
    <main className="portal-home">
      <section className="portal-home__welcome">
        <h1>页面不存在</h1>
        <p>
          门户中没有这个地址。<PortalLink to="/">返回门户首页</PortalLink>
        </p>
      </section>
    </main>
  )
}
