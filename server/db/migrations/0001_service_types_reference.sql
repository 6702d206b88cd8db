-- Reference data: the four services the product offers (prices in cents).
INSERT INTO "service_types" ("name", "description", "base_price_cents", "icon_variant", "is_new_service", "sort_order") VALUES
  ('Bobtail Recovery', 'Class A tractor without a trailer, driven to your destination by a verified CDL-A driver.', 19999, 'bobtail', false, 1),
  ('Bobtail + Trailer', 'Tractor and trailer moved together by a verified CDL-A driver.', 24999, 'trailer', false, 2),
  ('Box Truck Recovery', 'Straight box trucks moved by a verified Class A or B driver.', 22999, 'box-truck', false, 3),
  ('Auction Transport', 'Pickup of auction-purchased commercial vehicles, delivered to your yard.', 29999, 'auction', true, 4)
ON CONFLICT ("name") DO NOTHING;
