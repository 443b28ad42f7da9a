-- The order page's remaining filters and its summary figures over 100,000 orders: order type and
-- source get their own index (a count over them reads the index, not the table), and the summary
-- (paid amount, refunded orders and amount) reads one covering index per status tab.
CREATE INDEX idx_trade_order_type ON trade_order (type, id);
CREATE INDEX idx_trade_order_terminal ON trade_order (terminal, id);
CREATE INDEX idx_trade_order_summary ON trade_order
  (status, pay_status, pay_price, refund_status, refund_price);
