import { SceneFrame } from "./scene-frame.tsx";
import { useSvgId } from "./svg-id.ts";

// x, width, top of each tower; the tall one with the spire nods to Q1.
const towers = [
  [14, 20, 108],
  [36, 16, 122],
  [54, 26, 92],
  [82, 18, 112],
  [102, 22, 78],
  [126, 16, 100],
  [144, 30, 52],
  [176, 20, 86],
  [198, 24, 104],
  [224, 16, 120],
  [242, 22, 94],
  [266, 18, 114],
  [286, 14, 128],
] as const;
const towerFills = ["#e2e8f0", "#cbd5e1", "#f1f5f9", "#94a3b8"] as const;

/** Gold Coast: a high-rise skyline behind a surf beach, a surfer on the break. */
export function GoldCoastScene() {
  const id = useSvgId();
  return (
    <SceneFrame
      sky={[
        [0, "#7dd3fc"],
        [0.6, "#e0f2fe"],
        [1, "#fef3c7"],
      ]}
      id={id}
      gradients={{
        sea: [
          [0, "#22d3ee"],
          [1, "#0e7490"],
        ],
      }}
      defs={
        <pattern id={id("windows")} width="6" height="8" patternUnits="userSpaceOnUse">
          <rect x="1.5" y="2" width="3" height="4" fill="#ffffff" opacity="0.6" />
        </pattern>
      }
    >
      <circle cx="336" cy="56" r="36" fill="#fde68a" opacity="0.55" />
      <circle cx="336" cy="56" r="22" fill="#fcd34d" />
      <path
        d="M0 140 C50 122 100 130 150 136 S250 112 310 126 S370 134 400 124 V170 H0Z"
        fill="#99d5c9"
      />
      <path d="M312 138 C340 128 370 130 400 136 V170 H300Z" fill="#6fbfae" />
      {towers.map(([x, width, top], index) => (
        <g key={x}>
          <rect
            x={x}
            y={top}
            width={width}
            height={164 - top}
            fill={towerFills[index % towerFills.length]}
          />
          <rect
            x={x}
            y={top + 4}
            width={width}
            height={156 - top}
            fill={`url(#${id("windows")})`}
          />
        </g>
      ))}
      <path d="M159 52 V24" stroke="#94a3b8" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M0 160 C110 152 270 152 400 162 V200 H0Z" fill="#fde68a" />
      <path d="M0 184 C120 176 280 176 400 186 V200 H0Z" fill="#fcd34d" opacity="0.6" />
      {/* Beach umbrella and a board stuck in the sand. */}
      <path d="M62 150 L70 182" stroke="#475569" strokeWidth="2" />
      <path d="M40 156 C46 138 76 132 86 146 Z" fill="#f97362" />
      <path d="M54 151 C58 140 66 137 70 139 L74 147Z" fill="#ffffff" />
      <ellipse cx="104" cy="166" rx="4" ry="16" transform="rotate(12 104 166)" fill="#0891b2" />
      <path
        d="M0 192 C60 182 110 198 170 188 S290 178 400 190 V240 H0Z"
        fill={`url(#${id("sea")})`}
      />
      <path
        d="M0 200 C40 194 70 204 110 198 M150 206 C190 198 220 210 260 202 M40 222 C80 216 110 226 150 220 M230 226 C270 218 310 230 350 222"
        stroke="#ecfeff"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
        opacity="0.7"
      />
      {/* A curling break on the right with a surfer on it. */}
      <path
        d="M270 200 C300 170 350 166 372 186 C356 180 340 184 334 196 C352 194 366 202 400 200 V214 H262Z"
        fill="#0891b2"
      />
      <path
        d="M334 196 C340 184 356 180 372 186"
        stroke="#ffffff"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="306" cy="190" rx="16" ry="3" transform="rotate(-14 306 190)" fill="#fcd34d" />
      <path
        d="M300 187 L304 176 L312 186 M304 176 L306 166 M298 172 L306 168 L316 170"
        stroke="#1e293b"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="307" cy="161" r="4" fill="#1e293b" />
    </SceneFrame>
  );
}
