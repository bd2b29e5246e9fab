-- One versions table (issue #43, ADR 064): the content sections' versions (content_versions) and the
-- site settings' changes (site_setting_changes) move into record_versions, then the two tables go.
-- A record is now named by text: a row's id as before ('12'), a section and language
-- ('home/hero/en'), a setting's key ('phone'). Versions are numbered per record in the order they
-- were kept; ids are given in the old order, so the settings' history lists ties as before.
ALTER TABLE "record_versions" ALTER COLUMN "record_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "record_versions" ADD COLUMN "reverts" integer;--> statement-breakpoint
-- Content: the section's data as it was published; restored_from (a content_versions id) becomes the
-- number of that version in the same section and language.
WITH "numbered" AS (
  SELECT "v".*,
    ROW_NUMBER() OVER (PARTITION BY "v"."page", "v"."section", "v"."lang" ORDER BY "v"."id") AS "number",
    ROW_NUMBER() OVER (ORDER BY "v"."id") AS "position"
  FROM "content_versions" "v"
), "base" AS (SELECT COALESCE(MAX("id"), 0) AS "top" FROM "record_versions")
INSERT INTO "record_versions"
  ("id", "collection", "record_id", "version", "data", "saved_by_id", "saved_by_email", "saved_at", "restored_from", "reverts")
SELECT "base"."top" + "n"."position", 'content', "n"."page" || '/' || "n"."section" || '/' || "n"."lang", "n"."number",
  "n"."data", "n"."saved_by_id", "n"."saved_by_email", "n"."saved_at", "r"."number", NULL
FROM "numbered" "n"
CROSS JOIN "base"
LEFT JOIN "numbered" "r" ON "r"."id" = "n"."restored_from" AND "r"."page" = "n"."page"
  AND "r"."section" = "n"."section" AND "r"."lang" = "n"."lang";--> statement-breakpoint
-- Site settings: one version per key and save, its value and the value it replaced; revert_of (a
-- site_setting_changes id) becomes "reverts", the number of that change in the same key. The
-- account id stays only while the account exists (as every other version's, ON DELETE SET NULL);
-- the e-mail always stays.
WITH "numbered" AS (
  SELECT "c".*,
    ROW_NUMBER() OVER (PARTITION BY "c"."key" ORDER BY "c"."id") AS "number",
    ROW_NUMBER() OVER (ORDER BY "c"."id") AS "position"
  FROM "site_setting_changes" "c"
), "base" AS (SELECT COALESCE(MAX("id"), 0) AS "top" FROM "record_versions")
INSERT INTO "record_versions"
  ("id", "collection", "record_id", "version", "data", "saved_by_id", "saved_by_email", "saved_at", "restored_from", "reverts")
SELECT "base"."top" + "n"."position", 'site-settings', "n"."key", "n"."number",
  jsonb_build_object('value', "n"."new_value", 'previous', "n"."old_value"),
  (SELECT "s"."id" FROM "staff_accounts" "s" WHERE "s"."id" = "n"."changed_by"),
  "n"."changed_by_email", "n"."changed_at", NULL, "r"."number"
FROM "numbered" "n"
CROSS JOIN "base"
LEFT JOIN "numbered" "r" ON "r"."id" = "n"."revert_of" AND "r"."key" = "n"."key";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"record_versions"', 'id'), COALESCE(MAX("id"), 0) + 1, false) FROM "record_versions";--> statement-breakpoint
DROP TABLE "content_versions";--> statement-breakpoint
DROP TABLE "site_setting_changes";
