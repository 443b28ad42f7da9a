/** 门票管理 (page key 'ticket/list/index'). */
export default function TicketListPage() {
  return <div>门票管理</div>
}
