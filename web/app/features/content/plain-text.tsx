import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"'，。、）)]+/g;

/** One line of member text: http(s) addresses become links, everything else stays text. */
function linkified(line: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > at) out.push(line.slice(at, start));
    out.push(
      <a key={start} href={match[0]} target="_blank" rel="nofollow ugc noopener noreferrer">
        {match[0]}
      </a>,
    );
    at = start + match[0].length;
  }
  if (at < line.length) out.push(line.slice(at));
  return out;
}

/**
 * Text written by a member or stored as plain text, shown as text: React escapes it, newlines are
 * kept as paragraphs and line breaks, and only http(s) addresses become links.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <div className={className ?? 'plain-text'}>
      {paragraphs.map((p, i) => (
        <p key={i}>
          {p.split('\n').map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {linkified(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
