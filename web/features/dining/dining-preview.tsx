import { BusinessPreview } from "../../components/business/business-preview.tsx";
import { dining } from "./dining.tsx";

/** The community profile's Dining card: the city's latest 3 (decision 23). */
export const DiningPreview = ({ city }: { city: string }) => (
  <BusinessPreview directory={dining} city={city} />
);
