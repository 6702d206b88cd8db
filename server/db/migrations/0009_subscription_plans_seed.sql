-- Subscription plans (platform-areas §1, §9): clients $20.00 and drivers $10.00 a month, annual plans
-- at 15% off (12 x monthly x 0.85). Prices in cents. Operators edit plans in the app afterwards, so
-- existing rows are left alone.
INSERT INTO "subscription_plans" ("name", "description", "price_cents", "interval", "audience", "features", "sort_order", "google_play_product_id") VALUES
  ('Client Monthly', 'For fleet managers who move trucks every month: priority dispatch, live tracking and fleet analytics.', 2000, 'monthly', 'client',
   '["Priority dispatch: your jobs are offered to drivers first","Real-time GPS tracking of every move","Route and ETA view for each job","Fleet management with each vehicle''s job history","Advanced analytics: spend, jobs and on-time delivery per month","Secure document storage"]'::jsonb, 1, 'pathway_client_monthly'),
  ('Driver Monthly', 'For drivers who want to keep more of every job: 10% commission instead of 15%.', 1000, 'monthly', 'driver',
   '["10% commission instead of 15% on every job","Advanced analytics: earnings, miles and jobs per week","Real-time GPS tracking tools","Route and ETA view for each job","Secure document storage"]'::jsonb, 2, 'pathway_driver_monthly'),
  ('Client Annual', 'Everything in Client Monthly, billed once a year at 15% off.', 20400, 'annual', 'client',
   '["Priority dispatch: your jobs are offered to drivers first","Real-time GPS tracking of every move","Route and ETA view for each job","Fleet management with each vehicle''s job history","Advanced analytics: spend, jobs and on-time delivery per month","Secure document storage","15% off the monthly price"]'::jsonb, 3, 'pathway_client_annual'),
  ('Driver Annual', 'Everything in Driver Monthly, billed once a year at 15% off.', 10200, 'annual', 'driver',
   '["10% commission instead of 15% on every job","Advanced analytics: earnings, miles and jobs per week","Real-time GPS tracking tools","Route and ETA view for each job","Secure document storage","15% off the monthly price"]'::jsonb, 4, 'pathway_driver_annual')
ON CONFLICT ("name") DO NOTHING;
