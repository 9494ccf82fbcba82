import { Link } from "react-router";
import { memberProfilePath } from "../../../contracts/member-profiles-rules.ts";

/**
 * A member's name as a link to their page within the city (issue 28), as the feed,
 * the comments and the members list show it; plain text when there is no one to
 * open ("Anonymous", a deleted user).
 */
export function MemberLink({
  city,
  username,
  fallback,
  className = "",
}: {
  city: string;
  username: string | null;
  /** What to show without a name. */
  fallback: string;
  className?: string;
}) {
  if (!username) return <span className={className}>{fallback}</span>;
  return (
    <Link
      to={memberProfilePath(city, username)}
      className={`underline-offset-2 hover:underline focus-visible:underline ${className}`}
    >
      {username}
    </Link>
  );
}
