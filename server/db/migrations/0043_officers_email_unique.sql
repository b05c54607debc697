-- An officer's e-mail is unique, case aside (issue 30): a race between two imports, or an import
-- and the form, cannot store it twice. An exclusion constraint rather than a unique index on
-- lower(email), because only a constraint can be DEFERRABLE: an import of updates checks it at
-- commit, so two officers of one file may exchange their e-mails. Its index replaces the old one.
ALTER TABLE "officers" ADD CONSTRAINT "officers_email_unique" EXCLUDE USING btree (lower("email") WITH =) DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
DROP INDEX "officers_email_lower_idx";
