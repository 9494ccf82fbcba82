import { BusinessPreview } from "../../components/business/business-preview.tsx";
import { shopping } from "./shopping.tsx";

/** The community profile's Shopping card: the city's latest 3 (decision 23). */
export const ShoppingPreview = ({ city }: { city: string }) => (
  <BusinessPreview directory={shopping} city={city} />
);
