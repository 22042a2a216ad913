/** The partners and mentors the home pages (desktop and phone) show, and the marks drawn for them. */
export const PARTNERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'] as const;
export const ADVISORS = ['a1', 'a2', 'a3', 'a4'] as const;

const MARK_COLORS = ['#005bff', '#06a77d', '#f08c00', '#7048e8', '#e8590c', '#2b8a3e', '#1098ad', '#c2255c'];

/** The drawn logo mark of the partner at `index`. */
export function PartnerMark({ index, size }: { index: number; size: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden>
      <rect width="32" height="32" rx={index % 2 ? 16 : 8} fill={MARK_COLORS[index % MARK_COLORS.length]} />
      <path d={index % 3 === 0 ? 'M8 22l8-12 8 12z' : index % 3 === 1 ? 'M9 9h14v14H9z' : 'M16 7l9 9-9 9-9-9z'} fill="#fff" />
    </svg>
  );
}

/** A mentor's avatar silhouette. */
export function AdvisorAvatar({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden>
      <circle cx="32" cy="32" r="32" fill="#ffffff" fillOpacity=".2" />
      <circle cx="32" cy="25" r="11" fill="#ffffff" />
      <path d="M12 56c3-11 11-17 20-17s17 6 20 17" fill="#ffffff" />
    </svg>
  );
}
