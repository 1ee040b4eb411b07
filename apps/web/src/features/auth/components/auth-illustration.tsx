/**
 * Dusk at a shrine gate standing in the sea (in the manner of Itsukushima), in the site's palette:
 * layered hills, a low sun, the gate and its reflection. Inline SVG: no request, crisp at any size.
 */
export function AuthIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 800 1000"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="auth-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1a2f" />
          <stop offset="0.35" stopColor="#1a416f" />
          <stop offset="0.56" stopColor="#56709c" />
          <stop offset="0.66" stopColor="#d9998a" />
        </linearGradient>
        <radialGradient id="auth-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f6b79f" stopOpacity="0.6" />
          <stop offset="1" stopColor="#f6b79f" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="auth-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f4f7d" />
          <stop offset="0.4" stopColor="#16345a" />
          <stop offset="1" stopColor="#0b1a2f" />
        </linearGradient>
      </defs>
      <rect width="800" height="1000" fill="url(#auth-sky)" />
      <g fill="#ffffff" fillOpacity="0.5">
        <circle cx="120" cy="110" r="1.6" />
        <circle cx="260" cy="60" r="1.2" />
        <circle cx="420" cy="140" r="1.4" />
        <circle cx="610" cy="80" r="1.8" />
        <circle cx="700" cy="190" r="1.2" />
        <circle cx="350" cy="230" r="1" />
        <circle cx="80" cy="260" r="1.2" />
      </g>
      <g transform="translate(0 -150)">
        <circle cx="540" cy="600" r="260" fill="url(#auth-glow)" />
        <circle cx="540" cy="600" r="92" fill="#e4572e" />
        <g fill="#ffffff" fillOpacity="0.14">
          <rect x="100" y="360" width="210" height="9" rx="4.5" />
          <rect x="150" y="380" width="120" height="9" rx="4.5" />
          <rect x="560" y="300" width="160" height="8" rx="4" />
        </g>
        <path
          d="M0 600 L90 540 Q120 520 150 536 L260 590 L330 560 Q360 546 392 562 L470 600 L560 610 L640 570 Q680 552 716 572 L800 610 V700 H0 Z"
          fill="#2f5486"
        />
        <path d="M0 640 C90 610 170 630 250 616 S400 640 470 628 S640 606 800 634 V700 H0 Z" fill="#1f4270" />
        <g fill="#0e2340">
          <path d="M40 660 l14 -46 l14 46 z M58 660 l18 -64 l18 64 z M84 660 l12 -40 l12 40 z" />
          <path d="M690 664 l16 -54 l16 54 z M716 664 l12 -38 l12 38 z" />
        </g>
        <rect y="660" width="800" height="500" fill="url(#auth-sea)" />
        <rect x="420" y="664" width="240" height="6" rx="3" fill="#e4572e" fillOpacity="0.45" />
        <rect x="450" y="684" width="180" height="5" rx="2.5" fill="#e4572e" fillOpacity="0.3" />
        <rect x="480" y="704" width="120" height="4" rx="2" fill="#e4572e" fillOpacity="0.2" />

        {/* The gate */}
        <g>
          <path d="M168 452 Q400 424 632 452 L640 432 Q400 400 160 432 Z" fill="#a8341a" />
          <path d="M176 452 Q400 428 624 452 L620 470 Q400 448 180 470 Z" fill="#1c1f26" fillOpacity="0.85" />
          <rect x="196" y="520" width="408" height="22" rx="3" fill="#c8401f" />
          <rect x="384" y="470" width="32" height="52" fill="#c8401f" />
          <rect x="232" y="462" width="34" height="262" fill="#c8401f" />
          <rect x="534" y="462" width="34" height="262" fill="#c8401f" />
          <rect x="232" y="462" width="9" height="262" fill="#e4572e" fillOpacity="0.55" />
          <rect x="534" y="462" width="9" height="262" fill="#e4572e" fillOpacity="0.55" />
          <rect x="222" y="706" width="54" height="20" rx="3" fill="#1c1f26" />
          <rect x="524" y="706" width="54" height="20" rx="3" fill="#1c1f26" />
        </g>

        {/* Its reflection */}
        <g opacity="0.28">
          <rect x="236" y="734" width="26" height="170" fill="#c8401f" />
          <rect x="538" y="734" width="26" height="170" fill="#c8401f" />
          <rect x="206" y="880" width="388" height="14" fill="#c8401f" />
        </g>
        <g fill="none" stroke="#ffffff" strokeLinecap="round" strokeOpacity="0.18" strokeWidth="3">
          <path d="M60 780 q30 -10 60 0 t60 0" />
          <path d="M300 820 q30 -10 60 0 t60 0 t60 0" />
          <path d="M600 770 q30 -10 60 0 t60 0" />
          <path d="M120 900 q30 -10 60 0 t60 0 t60 0" />
          <path d="M520 940 q30 -10 60 0 t60 0" />
          <path d="M40 1020 q30 -10 60 0 t60 0 t60 0" />
          <path d="M420 1060 q30 -10 60 0 t60 0" />
        </g>
        <g fill="none" stroke="#0e2340" strokeLinecap="round" strokeWidth="3">
          <path d="M470 300 q8 -8 16 0 q8 -8 16 0" />
          <path d="M520 330 q6 -6 12 0 q6 -6 12 0" />
          <path d="M440 350 q5 -5 10 0 q5 -5 10 0" />
        </g>
      </g>
    </svg>
  );
}
