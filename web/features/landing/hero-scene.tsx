/** The hero's seascape: sun, headland with a lighthouse, a yacht, gulls and rolling waves. Our own art. */
export function HeroScene() {
  return (
    <svg
      viewBox="0 0 560 440"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className="size-full"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#67e8f9" />
          <stop offset="0.55" stopColor="#cffafe" />
          <stop offset="1" stopColor="#fef3c7" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-deep" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0891b2" />
          <stop offset="1" stopColor="#164e63" />
        </linearGradient>
      </defs>
      <rect width="560" height="440" fill="url(#hero-sky)" />
      <circle cx="262" cy="150" r="120" fill="url(#hero-glow)" />
      <circle cx="262" cy="150" r="52" fill="#fcd34d" />
      <circle
        cx="262"
        cy="150"
        r="52"
        fill="none"
        stroke="#fde68a"
        strokeWidth="10"
        opacity="0.6"
      />
      {/* Clouds */}
      <path
        d="M20 66 C20 50 42 44 52 54 C58 38 86 38 92 56 C108 54 116 70 104 78 H28 C16 78 12 70 20 66Z"
        fill="#ffffff"
        opacity="0.9"
      />
      <path
        d="M440 64 C440 54 454 50 460 56 C464 46 482 46 486 58 C496 56 502 66 494 72 H446 C438 72 436 66 440 64Z"
        fill="#ffffff"
        opacity="0.8"
      />
      {/* Gulls */}
      <path
        d="M170 76 q8 -8 16 0 q8 -8 16 0 M330 70 q6 -6 12 0 q6 -6 12 0 M196 100 q5 -5 10 0 q5 -5 10 0"
        stroke="#164e63"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
      {/* Headland and lighthouse */}
      <path d="M0 236 C40 200 90 186 150 196 C190 202 214 222 236 246 H0Z" fill="#4d7c5f" />
      <path d="M0 246 C50 222 110 214 170 224 C200 230 220 240 236 250 H0Z" fill="#3f6b50" />
      <rect x="92" y="130" width="22" height="70" fill="#f8fafc" />
      <rect x="92" y="148" width="22" height="10" fill="#e4574a" />
      <rect x="92" y="174" width="22" height="10" fill="#e4574a" />
      <rect x="88" y="118" width="30" height="14" rx="3" fill="#334155" />
      <rect x="96" y="121" width="14" height="8" fill="#fde68a" />
      <path d="M86 118 H120 L103 102Z" fill="#e4574a" />
      <path d="M118 125 L170 112 L170 138Z" fill="#fef3c7" opacity="0.55" />
      {/* Sea, far to near */}
      <path d="M0 244 C80 236 160 250 240 242 S400 232 560 244 V440 H0Z" fill="#22d3ee" />
      {/* Yacht */}
      <g transform="translate(380 206)">
        <path d="M0 38 H64 L54 50 H10Z" fill="#f8fafc" />
        <path d="M30 36 V-20 L62 34Z" fill="#ffffff" />
        <path d="M27 36 V-8 L4 34Z" fill="#f97362" />
      </g>
      <path d="M0 278 C70 262 140 290 220 276 S380 258 560 280 V440 H0Z" fill="#06b6d4" />
      <path
        d="M40 296 h50 M170 290 h40 M330 300 h60 M460 292 h40"
        stroke="#cffafe"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path d="M0 320 C90 300 170 336 260 318 S430 296 560 322 V440 H0Z" fill="#0891b2" />
      <path d="M0 368 C100 346 190 386 290 364 S460 344 560 370 V440 H0Z" fill="url(#hero-deep)" />
      <path
        d="M0 320 C90 300 170 336 260 318 S430 296 560 322"
        stroke="#ecfeff"
        strokeWidth="4"
        fill="none"
        opacity="0.5"
      />
    </svg>
  );
}
