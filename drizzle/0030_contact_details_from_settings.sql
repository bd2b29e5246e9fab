-- The contact page's phone, e-mail and address come from the site settings now (issue #30 item 2):
-- the copies the content editor kept of them would otherwise stay in the database, unseen but stale.
DELETE FROM "content_versions" WHERE "page" = 'contact' AND "section" = 'info';--> statement-breakpoint
DELETE FROM "content_sections" WHERE "page" = 'contact' AND "section" = 'info';
