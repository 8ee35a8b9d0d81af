interface LogoProps {
  brand: string;
}

/** The Chinook arch over the Rockies on its navy tile, beside the word mark: the same in the header and the footer. */
export function Logo({ brand }: LogoProps) {
  return (
    <a className="logo" href="/" aria-label={`${brand}, home`}>
      <svg className="logo__mark" width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        {/* On a navy background (the footer) the tile keeps its edge: --logo-edge (footer.css). */}
        <rect
          x="0.5"
          y="0.5"
          width="35"
          height="35"
          rx="8.5"
          fill="var(--c-brand)"
          stroke="var(--logo-edge, var(--c-brand))"
        />
        <path d="M5 14c6-6 20-6 26 0" fill="none" stroke="var(--c-sky)" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M4 29l9-11 5 6 4-4 10 9z" fill="#fff" />
      </svg>
      <span className="logo__word">{brand}</span>
    </a>
  );
}
