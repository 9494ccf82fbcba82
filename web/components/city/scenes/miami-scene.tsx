import { SceneFrame } from "./scene-frame.tsx";
import { useSvgId } from "./svg-id.ts";

/** One palm: a curved trunk and a crown of fronds, drawn at the origin and placed by transform. */
function Palm({ transform }: { transform: string }) {
  return (
    <g transform={transform}>
      <path
        d="M0 0 C4 -30 10 -58 22 -84"
        stroke="#7c2d12"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M0 0 C4 -30 10 -58 22 -84"
        stroke="#a16207"
        strokeWidth="2"
        strokeDasharray="3 5"
        fill="none"
      />
      <g transform="translate(22 -84)" fill="#15803d">
        <path d="M0 0 C18 -16 40 -14 54 2 C38 -4 18 -2 0 0Z" />
        <path d="M0 0 C-16 -18 -40 -18 -52 -2 C-36 -8 -16 -6 0 0Z" />
        <path d="M0 0 C14 -4 34 6 40 26 C28 12 14 6 0 0Z" fill="#166534" />
        <path d="M0 0 C-12 -2 -32 10 -36 30 C-24 16 -12 8 0 0Z" fill="#166534" />
        <path d="M0 0 C4 -18 20 -30 36 -30 C22 -24 10 -14 0 0Z" fill="#22c55e" />
        <path d="M0 0 C-6 -18 -22 -28 -36 -26 C-22 -20 -10 -12 0 0Z" fill="#22c55e" />
      </g>
    </g>
  );
}

/** Miami: pastel art deco on Ocean Drive, palms and a striped sunrise over the Atlantic. */
export function MiamiScene() {
  const id = useSvgId();
  return (
    <SceneFrame
      sky={[
        [0, "#f9a8d4"],
        [0.55, "#fdba74"],
        [1, "#fde68a"],
      ]}
      id={id}
      gradients={{
        sea: [
          [0, "#06b6d4"],
          [1, "#155e75"],
        ],
      }}
      defs={
        <clipPath id={id("sun")}>
          <rect x="0" y="0" width="400" height="150" />
        </clipPath>
      }
    >
      <g clipPath={`url(#${id("sun")})`}>
        <circle cx="300" cy="146" r="56" fill="#fb7185" />
        {[112, 124, 134, 142].map((y, index) => (
          <rect key={y} x="240" y={y} width="120" height={2 + index} fill="#fdba74" />
        ))}
      </g>
      <rect y="148" width="400" height="92" fill={`url(#${id("sea")})`} />
      {[160, 172, 186].map((y, index) => (
        <rect
          key={y}
          x={276 - index * 8}
          y={y}
          width={48 + index * 16}
          height="3"
          rx="1.5"
          fill="#fda4af"
          opacity="0.7"
        />
      ))}
      {/* Main deco hotel: stepped tower, neon fin, "eyebrow" ledges and porthole windows. */}
      <rect x="30" y="84" width="136" height="110" fill="#fdf2f8" />
      <rect x="78" y="62" width="40" height="24" fill="#fdf2f8" />
      <rect x="88" y="40" width="20" height="24" fill="#fdf2f8" />
      <rect x="95" y="24" width="6" height="18" fill="#f9a8d4" />
      <rect x="93" y="46" width="10" height="40" rx="2" fill="#ec4899" />
      {[104, 134, 164].map((y) => (
        <rect key={y} x="26" y={y} width="144" height="5" rx="2" fill="#2dd4bf" />
      ))}
      {[40, 62, 128, 150].map((x) =>
        [114, 144, 174].map((y) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="10" height="14" rx="2" fill="#7dd3fc" />
        )),
      )}
      <circle cx="98" cy="120" r="8" fill="#7dd3fc" stroke="#2dd4bf" strokeWidth="2" />
      <rect x="86" y="170" width="24" height="24" rx="12" fill="#0f766e" />
      {/* Smaller yellow neighbour. */}
      <rect x="170" y="120" width="70" height="74" fill="#fde68a" />
      <path d="M170 120 H240 V112 H226 V104 H184 V112 H170Z" fill="#fde68a" />
      {[132, 156].map((y) => (
        <rect key={y} x="166" y={y} width="78" height="4" rx="2" fill="#f472b6" />
      ))}
      {[184, 210].map((x) => (
        <rect key={x} x={x} y="140" width="12" height="12" rx="6" fill="#a5f3fc" />
      ))}
      <rect x="196" y="170" width="18" height="24" rx="9" fill="#be185d" />
      <path d="M0 196 C90 188 220 188 400 198 V240 H0Z" fill="#fed7aa" />
      <path d="M0 214 C110 206 260 208 400 214 V240 H0Z" fill="#fdba74" opacity="0.45" />
      <Palm transform="translate(262 214) scale(1.05)" />
      <Palm transform="translate(350 224) scale(1.25) rotate(4)" />
      <Palm transform="translate(14 212) scale(0.9) rotate(-6)" />
    </SceneFrame>
  );
}
