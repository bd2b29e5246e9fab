ALTER TABLE "products" ALTER COLUMN "image" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_check" CHECK ("products"."price_cents" > 0);--> statement-breakpoint
-- The feature lines were one set of texts for every product (i18n shop.details.feature1-3): the
-- products of an existing site keep them, now as their own editable lines.
UPDATE "products" SET "features" = '[{"en":"Professional design with your courier brand","es":"Diseño profesional con la marca de su empresa de mensajería"},{"en":"Durable, high-quality materials built for daily use","es":"Materiales duraderos y de alta calidad para el uso diario"},{"en":"Ready to use the day it arrives","es":"Listo para usar el mismo día en que llega"}]'::jsonb WHERE "features" = '[]'::jsonb;
