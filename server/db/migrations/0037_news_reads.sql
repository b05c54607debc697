CREATE TABLE "news_reads" (
	"news_id" integer NOT NULL,
	"reader" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "news_reads_news_id_reader_pk" PRIMARY KEY("news_id","reader")
);
--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_reads_day_idx" ON "news_reads" USING btree ("day");
