import { type Placeholder, type SQL, sql } from "drizzle-orm";

// The newest matches of one section, found in bounded time whether a word is in a
// hundred rows or in half a million (decision 082). Two ways, one of them run:
// - walk the table's (city, date, id) index newest first, checking each row's stored
//   vector, and stop at `kept` matches: cheap for a common word, ruinous for a rare one
//   (it would read the whole city);
// - ask the GIN index for every match and sort them by date: cheap for a rare word,
//   ruinous for a common one.
// PostgreSQL's estimate cannot choose: for a prefix (`surf:*`) it is a constant guess
// when a column has fewer than 100 common lexemes, and the statement's plan is kept
// (generic, planned once per connection: planning it took longer than running it). The
// statement chooses itself, at run time, from the column's statistics: it walks when the words are common enough that `kept`
// matches lie within about sqrt(kept x rows) rows, the point where both ways read as
// many rows; else, or when the walk found fewer than `kept`, it asks the index.

/**
 * A constant of ours (a table or section name, a count) written into the statement as a
 * quoted literal: it is part of the statement's shape, whose plan is kept (decision 082).
 * What a person typed is always a parameter.
 */
export const literal = (value: string | number): SQL =>
  sql.raw(`'${String(value).replaceAll("\0", "").replaceAll("'", "''")}'`);

/** The lexemes a typed word becomes, in either language ("surfing" -> "surf"). */
const lexemes = (term: string | Placeholder) => {
  const folded = sql`public.coastal_search_fold(${term})`;
  return sql`tsvector_to_array(to_tsvector('english'::regconfig, ${folded})
    || to_tsvector('spanish'::regconfig, ${folded}))`;
};

/**
 * Once per statement: for each searched table, the share of its rows holding every word
 * (as a prefix of a common lexeme, by its statistics) and its row count. A table with no
 * statistics yet, or a word no common lexeme starts with, has no row or a share of 0:
 * the index is asked.
 */
export function searchShares(tables: string[], terms: (string | Placeholder)[]): SQL {
  const shares = terms.map(
    (term) => sql`(select least(1, coalesce(sum(common.freq), 0))
        from unnest(stats.lexemes, stats.freqs) common(lexeme, freq)
        where exists (select 1 from unnest(${lexemes(term)}) word(lexeme)
          where starts_with(common.lexeme, word.lexeme)))`,
  );
  return sql`select stats.tablename::text as source_table, ${sql.join(shares, sql` * `)} as share,
      (select greatest(reltuples, 1) from pg_class
        where oid = ('public.' || quote_ident(stats.tablename))::regclass) as rows
    from (
      select tablename, most_common_elems::text::text[] as lexemes, most_common_elem_freqs as freqs
      from pg_stats
      where schemaname = 'public' and attname = 'search_document'
        and tablename in (${sql.join(tables.map(literal), sql`, `)})
    ) stats`;
}

/**
 * The newest `kept` matches. The statement must start `with search_shares as (...)`
 * (`searchShares`); `match` is best a comparison with a value computed once.
 */
export function newestMatches(input: {
  table: string;
  /**
   * The columns kept (`date` and `key` among them; `typo` is added: whether the row is
   * only close to the words), the FROM clause, the rows that may be found (the city, the
   * cursor), and the table's newest-first order, the same as `date desc, key collate "C" desc`.
   */
  columns: SQL;
  from: SQL;
  where: SQL;
  newest: SQL;
  /** The words' match against the stored vector. */
  match: SQL;
  /**
   * Names close to the words (typos, by trigrams). Asked only when the words match fewer
   * than `few` rows: a typo is what finds nothing, and scanning every name for closeness
   * while walking a common word's matches would cost what the walk saves.
   */
  close?: SQL;
  few: number;
  kept: number;
}): SQL {
  const { columns, from, where, newest, match } = input;
  const kept = sql`${literal(input.kept)}::int`;
  const walkedAll = sql`(select count(*) from walked) >= ${kept}`;
  const close = input.close
    ? sql`, close as materialized (
      select ${columns}, true as typo, true as hit from ${from}
      where ${where} and (${input.close}) and not (${match})
        and not ${walkedAll} and (select count(*) from indexed) < ${literal(input.few)}::int
    )`
    : sql``;
  // The walk reads the newest rows in order and checks each: at most 4 times the rows
  // its share says hold `kept` matches. A plain `where match order by date limit` would
  // let the planner trade the walk for a sort of every match, which its prefix estimate
  // often prefers.
  const stats = sql`from search_shares where source_table = ${literal(input.table)}`;
  const scanned = sql`(select ceil(4 * ${kept} / greatest(share, 0.0001))::bigint ${stats})`;
  return sql`with walked as materialized (
      select * from (
        select ${columns}, false as typo, (${match}) as hit from ${from}
        where ${where} and coalesce((select share >= sqrt(${kept} / rows) ${stats}), false)
        order by ${newest} limit ${scanned}
      ) newest where hit limit ${kept}
    ), indexed as materialized (
      select ${columns}, false as typo, true as hit from ${from}
      where ${where} and (${match}) and not ${walkedAll}
    )${close}
    select * from walked where ${walkedAll}
    union all
    (select * from (select * from indexed${input.close ? sql` union all select * from close` : sql``}) found
      order by date desc, key collate "C" desc limit ${kept})`;
}
