import { Link } from "react-router";
import { memberProfilePath } from "../../../contracts/member-profiles-rules.ts";
import type { PostMention } from "../../../contracts/mentions.ts";
import { splitMentionsAndTags } from "../../../contracts/mentions-rules.ts";
import { splitLinks } from "../../components/ui/linked-text.tsx";

const linkLook =
  "font-medium text-ocean-700 underline decoration-ocean-700/40 underline-offset-2 hover:decoration-ocean-700";

/** The feed of one tag: /city/:city/feed?tag=surf (issue 35). */
export const taggedFeedPath = (city: string, tag: string) =>
  `/city/${encodeURIComponent(city)}/feed?tag=${encodeURIComponent(tag)}`;

/**
 * A post's or comment's text (product decision 19: plain text, never HTML) with its web
 * addresses, @mentions and #tags as links. A mention links only when the server stored
 * it (a member of the city), to their page under their current name; any other "@name"
 * stays text. Used by the feed's cards and comments, so the page the server draws and the
 * browser's are the same.
 */
type Shown = { text: string; href?: string; to?: string; person?: boolean };

/** The text as pieces: plain, a web address (`href`), or a page of ours (`to`). */
function piecesOf(text: string, city: string, mentions: PostMention[]): Shown[] {
  const people = new Map(mentions.map((mention) => [mention.name, mention.username]));
  return splitLinks(text).flatMap((piece): Shown[] =>
    piece.href
      ? [piece]
      : splitMentionsAndTags(piece.text).map((part) => {
          const username = part.kind === "mention" ? people.get(part.name) : undefined;
          if (username) {
            return { text: `@${username}`, to: memberProfilePath(city, username), person: true };
          }
          if (part.kind === "tag") return { text: part.text, to: taggedFeedPath(city, part.tag) };
          return { text: part.text };
        }),
  );
}

/**
 * A post's or comment's text (product decision 19: plain text, never HTML) with its web
 * addresses, @mentions and #tags as links. A mention links only when the server stored
 * it (a member of the city), to their page under their current name; any other "@name"
 * stays text. Used by the feed's cards and comments, so the page the server draws and the
 * browser's are the same.
 */
export function PostText({
  text,
  city,
  mentions = [],
  className = "",
}: {
  text: string;
  city: string;
  mentions?: PostMention[];
  className?: string;
}) {
  return (
    <p
      data-user-content
      className={`whitespace-pre-wrap break-words [overflow-wrap:anywhere] ${className}`}
    >
      {piecesOf(text, city, mentions).map((piece, index) => {
        // Pieces never move: the text is fixed, so their place is their key.
        const key = index;
        if (piece.to) {
          return (
            <Link
              key={key}
              to={piece.to}
              className={linkLook}
              translate={piece.person ? "no" : undefined}
            >
              {piece.text}
            </Link>
          );
        }
        if (piece.href) {
          return (
            <a
              key={key}
              href={piece.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={linkLook}
            >
              {piece.text}
            </a>
          );
        }
        return <span key={key}>{piece.text}</span>;
      })}
    </p>
  );
}
