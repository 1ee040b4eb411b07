/**
 * The home page's dawn over Mount Fuji, drawn in the site's palette: layered hills, a pagoda and
 * the sea in lines of waves. Inline SVG, so it costs no request and paints with the page.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 640"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1a2f" />
          <stop offset="0.38" stopColor="#1a416f" />
          <stop offset="0.6" stopColor="#56709c" />
          <stop offset="0.74" stopColor="#d9998a" />
        </linearGradient>
        <radialGradient id="hero-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f6b79f" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f6b79f" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-fuji" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f5486" />
          <stop offset="1" stopColor="#1a3a63" />
        </linearGradient>
      </defs>
      <rect width="1440" height="640" fill="url(#hero-sky)" />
      <circle cx="1040" cy="330" r="260" fill="url(#hero-glow)" />
      <circle cx="1040" cy="322" r="128" fill="#e4572e" />
      <g fill="#ffffff" fillOpacity="0.16">
        <rect x="1130" y="140" width="220" height="10" rx="5" />
        <rect x="1180" y="160" width="140" height="10" rx="5" />
        <rect x="820" y="250" width="150" height="8" rx="4" />
      </g>
      <path d="M700 480 L1000 246 Q1040 216 1080 246 L1380 480 Z" fill="url(#hero-fuji)" />
      <path
        d="M938 294 L1000 246 Q1040 216 1080 246 L1142 294 L1118 288 L1098 306 L1076 289 L1056 310 L1034 290 L1012 308 L990 290 L966 305 Z"
        fill="#f4f1ea"
      />
      <path
        d="M0 470 C180 420 360 455 540 432 S880 470 1080 446 S1340 420 1440 438 L1440 640 L0 640 Z"
        fill="#16345a"
      />
      <path
        d="M0 540 C220 488 430 528 640 506 S1010 548 1190 522 S1380 506 1440 516 L1440 640 L0 640 Z"
        fill="#0e2340"
      />
      <path
        d="M1222 536h80v-8h-80zM1246 528h32v-14h-32zM1227 515Q1237 512 1241 507H1283Q1287 512 1297 515zM1248 507h28v-14h-28zM1231 494Q1241 491 1245 486H1279Q1283 491 1293 494zM1250 486h24v-14h-24zM1234 473Q1244 470 1248 465H1276Q1280 470 1290 473zM1252 465h20v-14h-20zM1238 452Q1248 449 1252 444H1272Q1276 449 1286 452zM1254 444h16v-14h-16zM1241 431Q1251 428 1255 423H1269Q1273 428 1283 431zM1260.5 423h3v-34h-3zM1257 417h10v-2h-10zM1257 412h10v-2h-10zM1257 407h10v-2h-10zM1257 402h10v-2h-10z"
        fill="#0e2340"
      />
      <g fill="#0e2340">
        <circle cx="1160" cy="522" r="20" />
        <circle cx="1182" cy="512" r="16" />
        <circle cx="1340" cy="514" r="18" />
        <circle cx="1362" cy="520" r="14" />
        <circle cx="140" cy="520" r="22" />
        <circle cx="168" cy="510" r="17" />
      </g>
      <path d="M0 578 C260 560 520 590 760 572 S1200 560 1440 576 L1440 640 L0 640 Z" fill="#0b1a2f" />
      <g fill="none" stroke="#7ea6d1" strokeOpacity="0.28" strokeWidth="2" strokeLinecap="round">
        <path d="M0 596 q24 -7 48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0 t48 0" />
        <path d="M-20 612 q20 -6 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" />
        <path d="M-8 628 q16 -5 32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0 t32 0" />
      </g>
      <g transform="translate(1060 520)">
        <path d="M-62 -2 Q0 -14 62 -2 L66 -10 Q0 -24 -66 -10 Z" fill="#e4572e" />
        <rect x="-54" y="4" width="108" height="6" rx="1" fill="#e4572e" />
        <rect x="-44" y="-4" width="9" height="66" fill="#e4572e" />
        <rect x="35" y="-4" width="9" height="66" fill="#e4572e" />
        <rect x="-3" y="4" width="6" height="12" fill="#c8401f" />
      </g>
    </svg>
  );
}
