// The feed of one #tag (issue 35): the same statement as the feed (feed-page.ts), walking
// post_tags' (city, tag, time, post) index instead of the posts', so a rare tag in a big
// city still reads just a page. Keyset-paged by the post's own time and id, as the feed.

/**
 * Where the feed statement reads its posts from (`p` is the post): the city's posts, or
 * those tagged $4. The cursor's two parameters follow the last one before them.
 */
export function feedSource(tagged: boolean, older: boolean) {
  const [time, id] = tagged ? ["t.post_created_at", "t.post_id"] : ["p.created_at", "p.id"];
  const at = tagged ? 5 : 4;
  const cursor = older
    ? ` and (${time}, ${id}) < (timestamptz 'epoch' + $${at}::bigint * interval '1 microsecond', $${at + 1}::uuid)`
    : "";
  return {
    from: tagged ? "post_tags t join posts p on p.id = t.post_id" : "posts p",
    where: `${tagged ? "t.city_id = city.id and t.tag = $4" : "p.city_id = city.id"}${cursor}`,
    order: `${time} desc, ${id} desc`,
  };
}
