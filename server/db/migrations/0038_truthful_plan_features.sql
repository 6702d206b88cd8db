-- A plan lists only what the subscription adds. Live tracking, the route and ETA view and
-- document storage are every account's, so they leave the plans' feature lists (other features and
-- their order are kept; a plan an operator wrote differently keeps what it says otherwise).
UPDATE "subscription_plans"
SET "features" = (
  SELECT coalesce(jsonb_agg(f.value ORDER BY f.ord), '[]'::jsonb)
  FROM jsonb_array_elements("features") WITH ORDINALITY AS f(value, ord)
  WHERE f.value #>> '{}' NOT IN (
    'Real-time GPS tracking of every move',
    'Real-time GPS tracking tools',
    'Route and ETA view for each job',
    'Secure document storage'
  )
);
