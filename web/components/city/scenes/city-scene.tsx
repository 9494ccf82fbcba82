import { CapeTownScene } from "./cape-town-scene.tsx";
import { GoldCoastScene } from "./gold-coast-scene.tsx";
import { MiamiScene } from "./miami-scene.tsx";
import { OpenCoastScene } from "./open-coast-scene.tsx";

const scenes: Record<string, () => React.JSX.Element> = {
  "gold-coast": GoldCoastScene,
  miami: MiamiScene,
  "cape-town": CapeTownScene,
};

/** The illustration of a city's card: our own drawings, never a fetched photo. */
export function CityScene({ slug }: { slug: string }) {
  const Scene = scenes[slug] ?? OpenCoastScene;
  return <Scene />;
}
