import { SceneFrame } from "./scene-frame.tsx";
import { useSvgId } from "./svg-id.ts";

/** Any other coastal city an admin adds: sun, headland and a lighthouse over the sea. */
export function OpenCoastScene() {
  const id = useSvgId();
  return (
    <SceneFrame
      sky={[
        [0, "#a5f3fc"],
        [1, "#fef3c7"],
      ]}
      id={id}
    >
      <circle cx="120" cy="110" r="40" fill="#fcd34d" />
      <path d="M250 150 C270 110 320 96 400 104 V170 H240Z" fill="#4d7c5f" />
      <rect x="330" y="52" width="16" height="54" fill="#f8fafc" />
      <rect x="330" y="66" width="16" height="8" fill="#e4574a" />
      <rect x="330" y="86" width="16" height="8" fill="#e4574a" />
      <path d="M326 52 H350 L338 38Z" fill="#334155" />
      <path d="M0 150 C60 140 120 158 200 148 S320 140 400 152 V240 H0Z" fill="#22d3ee" />
      <path d="M0 176 C70 166 130 184 210 174 S330 166 400 178 V240 H0Z" fill="#0891b2" />
      <path d="M0 204 C80 194 140 212 220 202 S340 194 400 206 V240 H0Z" fill="#0e7490" />
    </SceneFrame>
  );
}
