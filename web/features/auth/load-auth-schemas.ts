/** The auth schemas and the resolver that applies them, fetched on first use (decision 035). */
export const loadAuthSchemas = () => import("./auth-schemas.ts");
