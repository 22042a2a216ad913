/** The hero artwork: a workbench window with a sales trend, a category ranking and a rising badge. */
export function HeroArt({ label }: { label: string }) {
  return (
    <svg className="hero-art" viewBox="0 0 520 380" role="img" aria-label={label}>
      <defs>
        <linearGradient id="ha-area" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#2ec5ff" stopOpacity=".55" />
          <stop offset="1" stopColor="#2ec5ff" stopOpacity="0" />
        </linearGradient>
        <linearGradient id="ha-card" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity=".16" />
          <stop offset="1" stopColor="#ffffff" stopOpacity=".06" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="420" height="300" rx="18" fill="url(#ha-card)" stroke="#ffffff" strokeOpacity=".25" />
      <circle cx="36" cy="44" r="5" fill="#ff6b6b" />
      <circle cx="54" cy="44" r="5" fill="#ffd166" />
      <circle cx="72" cy="44" r="5" fill="#06d6a0" />
      <g stroke="#ffffff" strokeOpacity=".12">
        {[110, 150, 190, 230, 270].map((y) => (
          <line key={y} x1="36" x2="404" y1={y} y2={y} />
        ))}
      </g>
      <path d="M36 250 C80 240 100 200 140 205 S200 170 240 150 S320 120 360 95 L404 80 L404 290 L36 290 Z" fill="url(#ha-area)" />
      <path d="M36 250 C80 240 100 200 140 205 S200 170 240 150 S320 120 360 95 L404 80" fill="none" stroke="#2ec5ff" strokeWidth="4" strokeLinecap="round" />
      {[140, 240, 360].map((x, i) => (
        <circle key={x} cx={x} cy={[205, 150, 95][i]} r="6" fill="#fff" stroke="#2ec5ff" strokeWidth="3" />
      ))}
      <rect x="300" y="190" width="200" height="170" rx="14" fill="#ffffff" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(320 ${214 + i * 36})`}>
          <rect width="20" height="20" rx="5" fill={i === 0 ? '#005bff' : '#e8f0ff'} />
          <rect x="30" y="3" width={110 - i * 18} height="6" rx="3" fill="#c9d6f2" />
          <rect x="30" y="13" width={70 - i * 10} height="4" rx="2" fill="#e6e9f0" />
          <rect x="150" y="5" width="12" height="10" rx="2" fill={i < 2 ? '#06d6a0' : '#ffd166'} />
        </g>
      ))}
      <g transform="translate(350 40)">
        <rect width="150" height="64" rx="14" fill="#005bff" />
        <path d="M20 42 L36 28 L48 36 L66 18" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="80" y="18" width="52" height="10" rx="5" fill="#ffffff" fillOpacity=".9" />
        <rect x="80" y="36" width="36" height="8" rx="4" fill="#ffffff" fillOpacity=".6" />
      </g>
    </svg>
  );
}
