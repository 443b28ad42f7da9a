/** 检票核销 (page key 'ticket/check/index'). */
export default function TicketCheckPage() {
  return <div>检票核销</div>
}
