// Product decision 19: what people write is plain text, never HTML. React escapes
// every string it renders, so the only markup here is the links we build ourselves.
const webAddress = /(https?:\/\/[^\s<>"]+)/g;
// Sentence punctuation right after an address belongs to the sentence, not the link.
const trailingPunctuation = /[.,;:!?)\]'"]+$/;

type Piece = { text: string; href?: string };

/** Splits text into plain pieces and web addresses (http and https only). */
export function splitLinks(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const [index, part] of text.split(webAddress).entries()) {
    if (!part) continue;
    // split() with a capture group puts the matches at the odd positions.
    if (index % 2 === 0) {
      pieces.push({ text: part });
      continue;
    }
    const tail = part.match(trailingPunctuation)?.[0] ?? "";
    const address = part.slice(0, part.length - tail.length);
    pieces.push({ text: address, href: address });
    if (tail) pieces.push({ text: tail });
  }
  return pieces;
}

/** Plain text (a post, a comment, a mail) with its line breaks kept and its web addresses clickable. */
export function LinkedText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`whitespace-pre-wrap break-words [overflow-wrap:anywhere] ${className}`}>
      {splitLinks(text).map((piece, index) =>
        piece.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces never move; the text is fixed.
            key={index}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-ocean-700 underline decoration-ocean-700/40 underline-offset-2 hover:decoration-ocean-700"
          >
            {piece.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces never move; the text is fixed.
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
