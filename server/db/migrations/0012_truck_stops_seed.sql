-- The truck-stop directory (platform-areas §2, §9): 21 stops, 11 East Coast, 5 Midwest, 5 West Coast,
-- ratings 4.0 to 4.8. Public facts: brand, town and interchange, coordinates near the interchange (to
-- about a kilometre, enough for directions), common amenities. Operators may correct rows later, so
-- existing ids are left alone.
INSERT INTO "truck_stops" ("id", "name", "location", "state", "region", "amenities", "lat", "lng", "rating") VALUES
  ('TS-001', 'Petro Stopping Center Bordentown', 'Bordentown, NJ (NJ Turnpike Exit 7)', 'NJ', 'east', '["Diesel","DEF","Showers","Restaurant","Truck parking"]'::jsonb, 40.1362, -74.7036, 4.3),
  ('TS-002', 'TA Travel Center Carneys Point', 'Carneys Point, NJ (I-295 Exit 2B)', 'NJ', 'east', '["Diesel","Showers","Truck service","Laundry","Truck parking"]'::jsonb, 39.6940, -75.4690, 4.1),
  ('TS-003', 'Pilot Travel Center Bloomsbury', 'Bloomsbury, NJ (I-78 Exit 7)', 'NJ', 'east', '["Diesel","DEF","Showers","CAT scale","Wi-Fi"]'::jsonb, 40.6540, -75.0840, 4.0),
  ('TS-004', 'Flying J Travel Center Carlisle', 'Carlisle, PA (I-81 Exit 52)', 'PA', 'east', '["Diesel","DEF","Showers","CAT scale","Restaurant","Truck parking"]'::jsonb, 40.2230, -77.1430, 4.5),
  ('TS-005', 'TA Travel Center Milesburg', 'Milesburg, PA (I-80 Exit 158)', 'PA', 'east', '["Diesel","Showers","Truck service","Restaurant"]'::jsonb, 40.9370, -77.7860, 4.2),
  ('TS-006', 'TA Travel Center Jessup', 'Jessup, MD (I-95 Exit 41)', 'MD', 'east', '["Diesel","DEF","Showers","Truck service","Laundry"]'::jsonb, 39.1430, -76.7750, 4.1),
  ('TS-007', 'TA Travel Center Ashland', 'Ashland, VA (I-95 Exit 92)', 'VA', 'east', '["Diesel","Showers","Restaurant","CAT scale","Truck parking"]'::jsonb, 37.7590, -77.4740, 4.4),
  ('TS-008', 'Kenly 95 Petro', 'Kenly, NC (I-95 Exit 106)', 'NC', 'east', '["Diesel","DEF","Showers","Truck wash","Restaurant","Chapel"]'::jsonb, 35.5960, -78.1240, 4.8),
  ('TS-009', 'Pilot Flying J Florence', 'Florence, SC (I-95 Exit 164)', 'SC', 'east', '["Diesel","DEF","Showers","CAT scale","Wi-Fi"]'::jsonb, 34.1954, -79.7626, 4.2),
  ('TS-010', 'Flying J Travel Center Brunswick', 'Brunswick, GA (I-95 Exit 29)', 'GA', 'east', '["Diesel","Showers","Restaurant","Laundry","Truck parking"]'::jsonb, 31.1500, -81.4915, 4.3),
  ('TS-011', 'TA Travel Center Willington', 'Willington, CT (I-84 Exit 71)', 'CT', 'east', '["Diesel","Showers","Truck service","Restaurant"]'::jsonb, 41.8900, -72.2600, 4.0),
  ('TS-012', 'Iowa 80 Truckstop', 'Walcott, IA (I-80 Exit 284)', 'IA', 'midwest', '["Diesel","DEF","Showers","Truck service","Truck wash","Restaurant","Chiropractor","Truck parking"]'::jsonb, 41.6050, -90.7860, 4.8),
  ('TS-013', 'Petro Stopping Center Effingham', 'Effingham, IL (I-57/I-70 Exit 160)', 'IL', 'midwest', '["Diesel","Showers","Truck service","Restaurant"]'::jsonb, 39.1200, -88.5430, 4.4),
  ('TS-014', 'TA Travel Center Gary', 'Gary, IN (I-80/I-94 Exit 9)', 'IN', 'midwest', '["Diesel","DEF","Showers","Truck service","Laundry"]'::jsonb, 41.5780, -87.4180, 4.0),
  ('TS-015', 'Petro Stopping Center Oak Grove', 'Oak Grove, MO (I-70 Exit 28)', 'MO', 'midwest', '["Diesel","Showers","CAT scale","Restaurant","Truck parking"]'::jsonb, 39.0050, -94.1290, 4.5),
  ('TS-016', 'Petro Stopping Center Rochelle', 'Rochelle, IL (I-39 Exit 99)', 'IL', 'midwest', '["Diesel","DEF","Showers","Truck service","Wi-Fi"]'::jsonb, 41.9240, -89.0680, 4.1),
  ('TS-017', 'TA Travel Center Ontario', 'Ontario, CA (I-10 Exit 53)', 'CA', 'west', '["Diesel","DEF","Showers","Truck service","Restaurant","Truck parking"]'::jsonb, 34.0630, -117.5530, 4.6),
  ('TS-018', 'Petro Stopping Center Wheeler Ridge', 'Arvin, CA (I-5 Exit 219)', 'CA', 'west', '["Diesel","Showers","Truck service","Restaurant"]'::jsonb, 34.9870, -118.9470, 4.3),
  ('TS-019', 'Pilot Flying J Barstow', 'Barstow, CA (I-15 Exit 178)', 'CA', 'west', '["Diesel","DEF","Showers","CAT scale","Wi-Fi"]'::jsonb, 34.8800, -117.1170, 4.2),
  ('TS-020', 'Boise Stage Stop', 'Boise, ID (I-84 Exit 71)', 'ID', 'west', '["Diesel","Showers","Restaurant","Laundry","Truck parking"]'::jsonb, 43.4640, -116.0460, 4.7),
  ('TS-021', 'TA Travel Center Troutdale', 'Troutdale, OR (I-84 Exit 17)', 'OR', 'west', '["Diesel","DEF","Showers","Truck service","Restaurant"]'::jsonb, 45.5420, -122.3870, 4.4)
ON CONFLICT ("id") DO NOTHING;
