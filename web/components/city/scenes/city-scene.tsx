import { memo } from "react";
import { CapeTownScene } from "./cape-town-scene.tsx";
import { GoldCoastScene } from "./gold-coast-scene.tsx";
import { MiamiScene } from "./miami-scene.tsx";
import { OpenCoastScene } from "./open-coast-scene.tsx";

const scenes: Record<string, () => React.JSX.Element> = {
  "gold-coast": GoldCoastScene,
  miami: MiamiScene,
  "cape-town": CapeTownScene,
};

/**
 * The illustration of a city's card: our own drawings, never a fetched photo. Memoised: a
 * drawing depends on the slug alone, and a card re-renders when the cities' answer arrives
 * as the page comes alive (issue 9: redrawing three drawings there was a long task).
 */
export const CityScene = memo(function CityScene({ slug }: { slug: string }) {
  const Scene = scenes[slug] ?? OpenCoastScene;
  return <Scene />;
});
