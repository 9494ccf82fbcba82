import type pg from "pg";
import { ident } from "./manifest.ts";

export type TableInfo = { name: string; columns: string[] };

/**
 * Every table of the app's schema with its stored columns (generated ones are
 * computed again on load), ordered so each comes after the tables its foreign keys
 * point at: rows then load with every constraint checked, on any PostgreSQL role.
 */
export async function appTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const columns = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and is_generated = 'NEVER'
       and table_name in (select tablename from pg_tables where schemaname = 'public')
     order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of columns.rows) {
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  }
  const references = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint c
     join pg_class child on child.oid = c.conrelid
     join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and child.relnamespace = 'public'::regnamespace
       and child.oid <> parent.oid`,
  );
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references.rows) {
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...byTable.keys()];
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      [...(parents.get(table) ?? [])].every((parent) => placed.has(parent) || !byTable.has(parent)),
    );
    if (ready.length === 0) {
      throw new Error(`Foreign keys form a cycle between ${remaining.join(", ")}`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
      remaining.splice(remaining.indexOf(table), 1);
    }
  }
  return ordered.map((name) => ({ name, columns: byTable.get(name) ?? [] }));
}

/** Points every serial and identity sequence past the largest value its column holds. */
export async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ table_name: string; column_name: string; seq: string }>(
    `select table_name, column_name, seq from (
       select table_name, column_name,
         pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as seq
       from information_schema.columns where table_schema = 'public') s
     where seq is not null`,
  );
  for (const row of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${ident(row.column_name)}) from ${ident(row.table_name)}), 0) + 1, false)`,
      [row.seq],
    );
  }
}
