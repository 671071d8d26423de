import type { Kysely } from "kysely";
import { type FrozenStatements, runFrozen } from "./frozen";

/**
 * Per category, how many products there are, how many have a completeness score and the sum of
 * those scores, kept in step with products by triggers (as the search index is, decision 007): on
 * SQLite for each row, on PostgreSQL for each statement.
 * The dashboard's product count and completeness averages read these few rows instead of every
 * entry of an index: after each content write, counting 100,000 products took 8.5 ms and averaging
 * their scores by category 13 ms on PostgreSQL (decision 041).
 *
 * `category_key` is the category's id, or 0 for products without a category (ids start at 1; a
 * primary key cannot hold null). A category's row stays, at zero, once its last product has gone.
 * The table is derived, like the search index: backups leave it out, and the triggers fill it again
 * as a restore inserts the products.
 */
/** SQLite: the new row counted in its category, and the old row taken out of its own. */
const SQLITE_ADD = `insert into product_category_totals (category_key, products, scored, score_sum)
    values (coalesce(new.category_id, 0), 1, new.completeness is not null, coalesce(new.completeness, 0))
    on conflict (category_key) do update set
      products = products + 1, scored = scored + excluded.scored, score_sum = score_sum + excluded.score_sum;`;
const SQLITE_TAKE = `update product_category_totals set
      products = products - 1,
      scored = scored - (old.completeness is not null),
      score_sum = score_sum - coalesce(old.completeness, 0)
    where category_key = coalesce(old.category_id, 0);`;

/** The totals of the products already there, the same on both databases. */
const FILL = `insert into product_category_totals (category_key, products, scored, score_sum)
  select coalesce(category_id, 0), count(*), count(completeness), coalesce(sum(completeness), 0) from products group by coalesce(category_id, 0)`;

export const productCategoryTotals: { create: FrozenStatements; drop: FrozenStatements } = {
  create: {
    sqlite: [
      `create table product_category_totals (
        category_key integer primary key,
        products integer not null default 0,
        scored integer not null default 0,
        score_sum integer not null default 0)`,
      FILL,
      `create trigger product_category_totals_insert after insert on products begin
    ${SQLITE_ADD}
  end`,
      `create trigger product_category_totals_delete after delete on products begin
    ${SQLITE_TAKE}
  end`,
      `create trigger product_category_totals_update after update of category_id, completeness on products
    when old.category_id is not new.category_id or old.completeness is not new.completeness begin
    ${SQLITE_TAKE}
    ${SQLITE_ADD}
  end`,
    ],
    postgres: [
      `create table product_category_totals (
        category_key integer primary key,
        products integer not null default 0,
        scored integer not null default 0,
        score_sum bigint not null default 0)`,
      FILL,
      // Once per statement, from the rows it changed: a bulk load of 100,000 products in one transaction
      // updates each category's row once per batch instead of once per product (row by row, every
      // update of a row already updated in the transaction walks all its earlier versions).
      `create function product_category_totals_sync() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'INSERT' then
          insert into product_category_totals as totals (category_key, products, scored, score_sum)
          select coalesce(category_id, 0), count(*), count(completeness), coalesce(sum(completeness), 0) from added group by 1
          on conflict (category_key) do update set
            products = totals.products + excluded.products, scored = totals.scored + excluded.scored, score_sum = totals.score_sum + excluded.score_sum;
        elsif tg_op = 'DELETE' then
          update product_category_totals as totals set
            products = totals.products - gone.products, scored = totals.scored - gone.scored, score_sum = totals.score_sum - gone.score_sum
          from (select coalesce(category_id, 0) as category_key, count(*) as products, count(completeness) as scored, coalesce(sum(completeness), 0) as score_sum
                from removed group by 1) as gone
          where totals.category_key = gone.category_key;
        else
          insert into product_category_totals as totals (category_key, products, scored, score_sum)
          select category_key, sum(products), sum(scored), sum(score_sum) from (
            select coalesce(category_id, 0) as category_key, 1 as products, (completeness is not null)::int as scored, coalesce(completeness, 0) as score_sum from after_rows
            union all
            select coalesce(category_id, 0), -1, -(completeness is not null)::int, -coalesce(completeness, 0) from before_rows
          ) as changes
          group by category_key
          having sum(products) <> 0 or sum(scored) <> 0 or sum(score_sum) <> 0
          on conflict (category_key) do update set
            products = totals.products + excluded.products, scored = totals.scored + excluded.scored, score_sum = totals.score_sum + excluded.score_sum;
        end if;
        return null;
      end
      $fn$`,
      `create trigger product_category_totals_insert after insert on products
        referencing new table as added for each statement execute function product_category_totals_sync()`,
      `create trigger product_category_totals_delete after delete on products
        referencing old table as removed for each statement execute function product_category_totals_sync()`,
      `create trigger product_category_totals_update after update on products
        referencing old table as before_rows new table as after_rows for each statement execute function product_category_totals_sync()`,
    ],
  },
  drop: {
    sqlite: [
      `drop trigger if exists product_category_totals_insert`,
      `drop trigger if exists product_category_totals_delete`,
      `drop trigger if exists product_category_totals_update`,
      `drop table if exists product_category_totals`,
    ],
    postgres: [
      `drop trigger if exists product_category_totals_insert on products`,
      `drop trigger if exists product_category_totals_delete on products`,
      `drop trigger if exists product_category_totals_update on products`,
      `drop function if exists product_category_totals_sync()`,
      `drop table if exists product_category_totals`,
    ],
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  await runFrozen(db, productCategoryTotals.create);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runFrozen(db, productCategoryTotals.drop);
}
