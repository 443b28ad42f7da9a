-- Paid activity sign-ups (activity cost 1): a sign-up of a paid activity gets a pay order of the
-- 活动报名 pay app and waits as 5 待支付 (holding its places) until the payment notification.
ALTER TABLE museum_activity_sign ADD COLUMN pay_order_id INTEGER;
-- 0 unpaid, 1 paid.
ALTER TABLE museum_activity_sign ADD COLUMN pay_status INTEGER NOT NULL DEFAULT 0;
-- Fen: the activity's price x personCount when the sign-up was taken (0 when free).
ALTER TABLE museum_activity_sign ADD COLUMN pay_price INTEGER NOT NULL DEFAULT 0;
-- The pay refund made when a paid sign-up is cancelled.
ALTER TABLE museum_activity_sign ADD COLUMN pay_refund_id INTEGER;
CREATE INDEX idx_museum_activity_sign_pay_order ON museum_activity_sign (pay_order_id);

-- 5 待支付 holds places too: still one holding sign-up per ID number and activity.
DROP INDEX uk_museum_activity_sign_holder;
CREATE UNIQUE INDEX uk_museum_activity_sign_holder ON museum_activity_sign (activity_id, id_number)
  WHERE status IN (0, 1, 3, 5);
