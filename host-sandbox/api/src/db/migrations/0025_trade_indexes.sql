-- The order page's remaining filters and its summary figures over 100,000 orders: order type and
-- source get their own index (a count over them reads the index, not the table), and the summary
-- (paid amount, refunded orders and amount) reads one covering index per status tab.
CREATE INDEX idx_trade_order_type ON trade_order (type, id);
CREATE INDEX idx_trade_order_terminal ON trade_order (terminal, id);
CREATE INDEX idx_trade_order_summary ON trade_order
  (status, pay_status, pay_price, refund_status, refund_price);
-- A status tab with a date range (e.g. 已完成 in the last 30 days) seeks both at once.
CREATE INDEX idx_trade_order_status_time ON trade_order (status, create_time, id);
