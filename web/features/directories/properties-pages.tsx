import { DirectoryListPage } from "./list/directory-list-page.tsx";
import { properties } from "./properties.tsx";

/** /city/:city/property: homes for sale or rent, newest first. */
export const PropertiesPage = () => <DirectoryListPage directory={properties} />;
