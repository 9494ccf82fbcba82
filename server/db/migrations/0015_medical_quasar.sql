-- Issue 28: usernames were not unique (three "member"s in the Users tab). The oldest
-- account keeps a name; every other one takes the first free numeric suffix and is
-- told in the bell, before the index makes a name one person's, whatever its case.
DO $$
DECLARE
  person record;
  n integer;
  candidate text;
BEGIN
  FOR person IN
    SELECT ranked.id, ranked.username FROM (
      SELECT p.id, p.username,
        row_number() OVER (PARTITION BY lower(p.username) ORDER BY u.created_at, p.id) AS place
      FROM "profiles" p JOIN "users" u ON u.id = p.id
    ) ranked
    WHERE ranked.place > 1
    ORDER BY lower(ranked.username), ranked.place
  LOOP
    n := 2;
    LOOP
      candidate := left(person.username, 40 - length(n::text)) || n;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "profiles" WHERE lower(username) = lower(candidate));
      n := n + 1;
    END LOOP;
    UPDATE "profiles" SET username = candidate, updated_at = now() WHERE id = person.id;
    INSERT INTO "notifications" (user_id, kind, target_type, target_id, link, title, detail)
    VALUES (person.id, 'username_changed', 'profile', person.id, '/profile', candidate, person.username);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_lower_idx" ON "profiles" USING btree (lower("username"));