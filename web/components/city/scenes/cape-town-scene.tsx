import { SceneFrame } from "./scene-frame.tsx";
import { useSvgId } from "./svg-id.ts";

// Bo-Kaap's painted houses at the foot of the mountain: x, width, height, colour.
const houses = [
  [8, 20, 20, "#f472b6"],
  [30, 16, 26, "#fde047"],
  [48, 22, 18, "#4ade80"],
  [72, 18, 24, "#60a5fa"],
  [92, 20, 16, "#fb923c"],
  [114, 16, 22, "#c084fc"],
  [132, 22, 28, "#f8fafc"],
  [156, 18, 20, "#f87171"],
  [176, 20, 24, "#34d399"],
  [198, 16, 18, "#fde047"],
  [216, 22, 26, "#f8fafc"],
  [240, 18, 20, "#38bdf8"],
  [260, 20, 24, "#f472b6"],
  [282, 16, 18, "#a3e635"],
  [300, 22, 22, "#fb923c"],
  [324, 18, 28, "#f8fafc"],
  [344, 20, 20, "#818cf8"],
  [366, 16, 24, "#fde047"],
  [384, 18, 18, "#4ade80"],
] as const;

/** Cape Town: Table Mountain under its tablecloth cloud, Lion's Head, Bo-Kaap and the bay. */
export function CapeTownScene() {
  const id = useSvgId();
  return (
    <SceneFrame
      sky={[
        [0, "#93c5fd"],
        [0.7, "#dbeafe"],
        [1, "#f0f9ff"],
      ]}
      id={id}
      gradients={{
        rock: [
          [0, "#7b8ba3"],
          [1, "#475569"],
        ],
        sea: [
          [0, "#0891b2"],
          [1, "#164e63"],
        ],
      }}
    >
      <circle cx="58" cy="46" r="18" fill="#fcd34d" />
      <path
        d="M300 40 l6 4 6 -4 M320 30 l5 3 5 -3 M286 56 l4 3 4 -3"
        stroke="#334155"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      {/* Devil's Peak, the long flat table, then Lion's Head standing apart. */}
      <path
        d="M0 150 L28 118 L58 80 L70 86 L84 100 L100 80 L110 72 H292 L304 90 L318 112 L330 122 L344 102 L356 86 C364 76 374 76 382 90 L400 116 V176 H0Z"
        fill={`url(#${id("rock")})`}
      />
      <path d="M110 72 H292 L298 82 H104Z" fill="#a3b1c6" />
      {/* Rock strata on the cliff face. */}
      <path
        d="M104 96 H300 M98 112 H306 M92 128 H314"
        stroke="#cbd5e1"
        strokeWidth="1.5"
        strokeDasharray="22 10"
        opacity="0.22"
      />
      <path
        d="M0 176 L30 146 C70 134 110 140 150 148 S250 142 300 148 S370 140 400 150 V180 H0Z"
        fill="#4d7c5f"
      />
      {/* The "tablecloth": a thin cloud lying on the top and spilling over the edge. */}
      <path
        d="M128 72 C134 62 152 60 162 66 C172 58 194 58 204 66 C216 58 240 58 250 66 C260 60 276 62 280 72 C276 80 270 84 266 78 C262 86 256 88 252 80 C246 88 236 86 234 78 C222 86 208 84 206 76 C196 86 178 84 176 76 C166 84 150 82 148 76 C140 82 130 80 128 72Z"
        fill="#ffffff"
        opacity="0.95"
      />
      {houses.map(([x, width, height, fill]) => (
        <g key={x}>
          <rect x={x} y={186 - height} width={width} height={height} fill={fill} />
          <rect
            x={x - 1}
            y={186 - height}
            width={width + 2}
            height="3"
            fill="#0f172a"
            opacity="0.25"
          />
          <rect
            x={x + width / 2 - 2.5}
            y={186 - height + 8}
            width="5"
            height="7"
            fill="#0f172a"
            opacity="0.35"
          />
        </g>
      ))}
      <rect y="184" width="400" height="56" fill={`url(#${id("sea")})`} />
      <path
        d="M20 200 h40 M100 212 h56 M200 202 h36 M260 222 h60 M40 228 h30"
        stroke="#a5f3fc"
        strokeWidth="2.5"
        strokeLinecap="round"
        opacity="0.6"
      />
      {/* A yacht out on Table Bay. */}
      <path d="M318 206 H354 L348 214 H324Z" fill="#f8fafc" />
      <path d="M336 204 V172 L352 202Z" fill="#ffffff" />
      <path d="M334 204 V178 L322 202Z" fill="#fde68a" />
    </SceneFrame>
  );
}
