-- Figures a family can trust (issue 43, docs/decisions/028-figures-one-rule.md).
-- A Mortgage or Home Equity Loan may name the property it is secured by: a plain link, like the
-- other references between records, so the sessionless net-worth job can count the debt once.
ALTER TABLE "debts_liabilities" ADD COLUMN "secured_property_id" uuid;--> statement-breakpoint
ALTER TABLE "debts_liabilities" ADD CONSTRAINT "debts_liabilities_secured_property_id_real_estate_properties_id_fk" FOREIGN KEY ("secured_property_id") REFERENCES "public"."real_estate_properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debts_liabilities_secured_property_id_idx" ON "debts_liabilities" USING btree ("secured_property_id");--> statement-breakpoint
-- How a bank or investment account is owned decides how it passes: a plain choice, so the path
-- is decided without opening sealed text.
ALTER TABLE "bank_accounts" ADD COLUMN "ownership" text;--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD COLUMN "ownership" text;--> statement-breakpoint
-- Snapshots written from now on count a property's mortgage as a debt; older ones are kept as
-- they were written, and the history marks the day the rule changed.
ALTER TABLE "net_worth_snapshots" ADD COLUMN "mortgages_counted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A property's Mortgage Balance shows the balance of the debts linked to it, whoever writes them
-- (the record routes, an import, a re-encryption): kept in step here, once. Capped to the
-- property column's precision (12,2) so a huge debt never fails the debt's own write.
CREATE FUNCTION "sync_linked_mortgage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."secured_property_id" IS NOT NULL THEN
    UPDATE "real_estate_properties" p SET "mortgage_balance" = (SELECT least(sum(d."current_balance"), 9999999999.99)
      FROM "debts_liabilities" d WHERE d."secured_property_id" = p."id")
    WHERE p."id" = OLD."secured_property_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."secured_property_id" IS NOT NULL THEN
    UPDATE "real_estate_properties" p SET "mortgage_balance" = (SELECT least(sum(d."current_balance"), 9999999999.99)
      FROM "debts_liabilities" d WHERE d."secured_property_id" = p."id")
    WHERE p."id" = NEW."secured_property_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "debts_liabilities_sync_linked_mortgage" AFTER INSERT OR UPDATE OF "secured_property_id", "current_balance" OR DELETE ON "debts_liabilities" FOR EACH ROW EXECUTE FUNCTION "sync_linked_mortgage"();
