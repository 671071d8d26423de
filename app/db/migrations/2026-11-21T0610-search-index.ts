import type { Kysely } from "kysely";
import { type FrozenStatements, runFrozen } from "./frozen";

/**
 * The site search index: SQLite FTS5 with the trigram tokenizer, or PostgreSQL pg_trgm, kept current
 * by triggers on products, drivers, news and solutions, and filled from those tables. Frozen: these
 * are the statements app/search/ generated when this migration last changed. The app's own
 * rebuildSearchIndex fills the index with the same expressions, so changing what is indexed takes a
 * new migration that recreates the triggers.
 */
export const sqliteSearchIndex = {
  create: [
    `create virtual table search_index using fts5(
      kind unindexed, item_id unindexed, title, subtitle unindexed, body, title_end, body_end, tokenize = 'trigram')`,
    `create virtual table search_index_terms using fts5vocab(search_index, row)`,
    `create trigger search_index_products_insert after insert on products begin insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end) values (
      new.id * 4 + 0, 'product', new.id,
      new.name, coalesce(new.model_number, ''), coalesce(new.model_number, '') || ' ' || coalesce(new.description, ''), substr(new.name, -2) || char(1, 1), substr(coalesce(new.model_number, '') || ' ' || coalesce(new.description, ''), -2) || char(1, 1)); end`,
    `create trigger search_index_products_update after update of name, model_number, description on products
          begin delete from search_index where rowid = old.id * 4 + 0; insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end) values (
      new.id * 4 + 0, 'product', new.id,
      new.name, coalesce(new.model_number, ''), coalesce(new.model_number, '') || ' ' || coalesce(new.description, ''), substr(new.name, -2) || char(1, 1), substr(coalesce(new.model_number, '') || ' ' || coalesce(new.description, ''), -2) || char(1, 1)); end`,
    `create trigger search_index_products_delete after delete on products begin delete from search_index where rowid = old.id * 4 + 0; end`,
    `create trigger search_index_drivers_insert after insert on drivers begin insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end) values (
      new.id * 4 + 1, 'driver', new.id,
      new.name, '', '', '', ''); end`,
    `create trigger search_index_drivers_update after update of name on drivers
          begin delete from search_index where rowid = old.id * 4 + 1; insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end) values (
      new.id * 4 + 1, 'driver', new.id,
      new.name, '', '', '', ''); end`,
    `create trigger search_index_drivers_delete after delete on drivers begin delete from search_index where rowid = old.id * 4 + 1; end`,
    `create trigger search_index_news_insert after insert on news begin insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end) values (
      new.id * 4 + 2, 'news', new.id,
      new.title, new.date, (case when json_valid(new.content) then case json_type(new.content)
      when 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(new.content) e where e.type = 'object'), '')
      when 'text' then case when json_valid(json_extract(new.content, '$'))
          then case when json_type(json_extract(new.content, '$')) = 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(json_extract(new.content, '$')) e where e.type = 'object'), '') else json_extract(new.content, '$') end else json_extract(new.content, '$') end
      else new.content end else coalesce(new.content, '') end), '', ''); end`,
    `create trigger search_index_news_update after update of title, date, content on news
          begin delete from search_index where rowid = old.id * 4 + 2; insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end) values (
      new.id * 4 + 2, 'news', new.id,
      new.title, new.date, (case when json_valid(new.content) then case json_type(new.content)
      when 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(new.content) e where e.type = 'object'), '')
      when 'text' then case when json_valid(json_extract(new.content, '$'))
          then case when json_type(json_extract(new.content, '$')) = 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(json_extract(new.content, '$')) e where e.type = 'object'), '') else json_extract(new.content, '$') end else json_extract(new.content, '$') end
      else new.content end else coalesce(new.content, '') end), '', ''); end`,
    `create trigger search_index_news_delete after delete on news begin delete from search_index where rowid = old.id * 4 + 2; end`,
    `create trigger search_index_solutions_insert after insert on solutions begin insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end) values (
      new.id * 4 + 3, 'solution', new.id,
      new.title, new.date, (case when json_valid(new.content) then case json_type(new.content)
      when 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(new.content) e where e.type = 'object'), '')
      when 'text' then case when json_valid(json_extract(new.content, '$'))
          then case when json_type(json_extract(new.content, '$')) = 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(json_extract(new.content, '$')) e where e.type = 'object'), '') else json_extract(new.content, '$') end else json_extract(new.content, '$') end
      else new.content end else coalesce(new.content, '') end), '', ''); end`,
    `create trigger search_index_solutions_update after update of title, date, content on solutions
          begin delete from search_index where rowid = old.id * 4 + 3; insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end) values (
      new.id * 4 + 3, 'solution', new.id,
      new.title, new.date, (case when json_valid(new.content) then case json_type(new.content)
      when 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(new.content) e where e.type = 'object'), '')
      when 'text' then case when json_valid(json_extract(new.content, '$'))
          then case when json_type(json_extract(new.content, '$')) = 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(json_extract(new.content, '$')) e where e.type = 'object'), '') else json_extract(new.content, '$') end else json_extract(new.content, '$') end
      else new.content end else coalesce(new.content, '') end), '', ''); end`,
    `create trigger search_index_solutions_delete after delete on solutions begin delete from search_index where rowid = old.id * 4 + 3; end`,
    `delete from search_index`,
    `insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end)
      select products.id * 4 + 0, 'product', products.id, products.name,
      coalesce(products.model_number, ''), coalesce(products.model_number, '') || ' ' || coalesce(products.description, ''), substr(products.name, -2) || char(1, 1), substr(coalesce(products.model_number, '') || ' ' || coalesce(products.description, ''), -2) || char(1, 1) from products`,
    `insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end)
      select drivers.id * 4 + 1, 'driver', drivers.id, drivers.name,
      '', '', '', '' from drivers`,
    `insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end)
          select news.id * 4 + 2, 'news', news.id, news.title,
          news.date, (case when json_valid(news.content) then case json_type(news.content)
      when 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(news.content) e where e.type = 'object'), '')
      when 'text' then case when json_valid(json_extract(news.content, '$'))
          then case when json_type(json_extract(news.content, '$')) = 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(json_extract(news.content, '$')) e where e.type = 'object'), '') else json_extract(news.content, '$') end else json_extract(news.content, '$') end
      else news.content end else coalesce(news.content, '') end), '', '' from news`,
    `insert into search_index (rowid, kind, item_id, title, subtitle, body, title_end, body_end)
          select solutions.id * 4 + 3, 'solution', solutions.id, solutions.title,
          solutions.date, (case when json_valid(solutions.content) then case json_type(solutions.content)
      when 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(solutions.content) e where e.type = 'object'), '')
      when 'text' then case when json_valid(json_extract(solutions.content, '$'))
          then case when json_type(json_extract(solutions.content, '$')) = 'array' then coalesce((select group_concat(trim(coalesce(json_extract(e.value, '$.heading'), '') || ' ' || coalesce(json_extract(e.value, '$.para'), '')), ' ') from json_each(json_extract(solutions.content, '$')) e where e.type = 'object'), '') else json_extract(solutions.content, '$') end else json_extract(solutions.content, '$') end
      else solutions.content end else coalesce(solutions.content, '') end), '', '' from solutions`,
  ],
  drop: [
    `drop trigger if exists search_index_products_insert`,
    `drop trigger if exists search_index_products_update`,
    `drop trigger if exists search_index_products_delete`,
    `drop trigger if exists search_index_drivers_insert`,
    `drop trigger if exists search_index_drivers_update`,
    `drop trigger if exists search_index_drivers_delete`,
    `drop trigger if exists search_index_news_insert`,
    `drop trigger if exists search_index_news_update`,
    `drop trigger if exists search_index_news_delete`,
    `drop trigger if exists search_index_solutions_insert`,
    `drop trigger if exists search_index_solutions_update`,
    `drop trigger if exists search_index_solutions_delete`,
    `drop table if exists search_index_terms`,
    `drop table if exists search_index`,
  ],
};

const created: FrozenStatements = {
  sqlite: sqliteSearchIndex.create,
  postgres: [
    `create extension if not exists pg_trgm`,
    `create table search_index (
      kind text not null, item_id integer not null, title text not null, subtitle text not null, body text not null,
      primary key (item_id, kind))`,
    `create index search_index_title_trgm on search_index using gin (title gin_trgm_ops)`,
    `create index search_index_body_trgm on search_index using gin (body gin_trgm_ops)`,
    `create function search_content_text(value text) returns text language plpgsql immutable as $fn$
      declare parsed jsonb;
      begin
        if value is null then return ''; end if;
        begin parsed := value::jsonb; exception when others then return value; end;
        if jsonb_typeof(parsed) = 'string' then
          value := parsed #>> '{}';
          begin parsed := value::jsonb; exception when others then return value; end;
        end if;
        if jsonb_typeof(parsed) <> 'array' then return value; end if;
        return coalesce((select string_agg(trim(coalesce(e ->> 'heading', '') || ' ' || coalesce(e ->> 'para', '')), ' ' order by n)
          from jsonb_array_elements(parsed) with ordinality as t(e, n) where jsonb_typeof(e) = 'object'), '');
      end $fn$`,
    `create function search_index_products() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'DELETE' then
          delete from search_index where kind = 'product' and item_id = old.id;
          return old;
        end if;
        insert into search_index (kind, item_id, title, subtitle, body)
          values ('product', new.id, new.name, coalesce(new.model_number, ''), coalesce(new.model_number, '') || ' ' || coalesce(new.description, ''))
          on conflict (item_id, kind) do update
          set title = excluded.title, subtitle = excluded.subtitle, body = excluded.body;
        return new;
      end $fn$`,
    `create trigger search_index_products after insert or update of name, model_number, description or delete
      on products for each row execute function search_index_products()`,
    `create function search_index_drivers() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'DELETE' then
          delete from search_index where kind = 'driver' and item_id = old.id;
          return old;
        end if;
        insert into search_index (kind, item_id, title, subtitle, body)
          values ('driver', new.id, new.name, '', '')
          on conflict (item_id, kind) do update
          set title = excluded.title, subtitle = excluded.subtitle, body = excluded.body;
        return new;
      end $fn$`,
    `create trigger search_index_drivers after insert or update of name or delete
      on drivers for each row execute function search_index_drivers()`,
    `create function search_index_news() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'DELETE' then
          delete from search_index where kind = 'news' and item_id = old.id;
          return old;
        end if;
        insert into search_index (kind, item_id, title, subtitle, body)
          values ('news', new.id, new.title, new.date, search_content_text(new.content))
          on conflict (item_id, kind) do update
          set title = excluded.title, subtitle = excluded.subtitle, body = excluded.body;
        return new;
      end $fn$`,
    `create trigger search_index_news after insert or update of title, date, content or delete
      on news for each row execute function search_index_news()`,
    `create function search_index_solutions() returns trigger language plpgsql as $fn$
      begin
        if tg_op = 'DELETE' then
          delete from search_index where kind = 'solution' and item_id = old.id;
          return old;
        end if;
        insert into search_index (kind, item_id, title, subtitle, body)
          values ('solution', new.id, new.title, new.date, search_content_text(new.content))
          on conflict (item_id, kind) do update
          set title = excluded.title, subtitle = excluded.subtitle, body = excluded.body;
        return new;
      end $fn$`,
    `create trigger search_index_solutions after insert or update of title, date, content or delete
      on solutions for each row execute function search_index_solutions()`,
    `delete from search_index`,
    `insert into search_index (kind, item_id, title, subtitle, body)
      select 'product', products.id, products.name, coalesce(products.model_number, ''), coalesce(products.model_number, '') || ' ' || coalesce(products.description, '')
      from products`,
    `insert into search_index (kind, item_id, title, subtitle, body)
      select 'driver', drivers.id, drivers.name, '', ''
      from drivers`,
    `insert into search_index (kind, item_id, title, subtitle, body)
      select 'news', news.id, news.title, news.date, search_content_text(news.content)
      from news`,
    `insert into search_index (kind, item_id, title, subtitle, body)
      select 'solution', solutions.id, solutions.title, solutions.date, search_content_text(solutions.content)
      from solutions`,
  ],
};

const dropped: FrozenStatements = {
  sqlite: sqliteSearchIndex.drop,
  postgres: [
    `drop trigger if exists search_index_products on products`,
    `drop function if exists search_index_products()`,
    `drop trigger if exists search_index_drivers on drivers`,
    `drop function if exists search_index_drivers()`,
    `drop trigger if exists search_index_news on news`,
    `drop function if exists search_index_news()`,
    `drop trigger if exists search_index_solutions on solutions`,
    `drop function if exists search_index_solutions()`,
    `drop function if exists search_content_text(text)`,
    `drop table if exists search_index`,
  ],
};

export async function up(db: Kysely<any>): Promise<void> {
  await runFrozen(db, created);
}

export async function down(db: Kysely<any>): Promise<void> {
  await runFrozen(db, dropped);
}
