import { z } from "zod";

/**
 * One page of a list (issue 29): its `items`, and `nextCursor` to pass back as
 * ?cursor= (with the same filters) for the next page, null at the end. Every
 * paged reply is made here, so a client pages any list the same way.
 */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
