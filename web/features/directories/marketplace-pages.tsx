import { DirectoryListPage } from "./list/directory-list-page.tsx";
import { marketplace } from "./marketplace.tsx";

/** /city/:city/marketplace: things for sale, newest first. */
export const MarketplacePage = () => <DirectoryListPage directory={marketplace} />;
