import type { ReactNode } from 'react';

interface HotRowProps {
  rank: number;
  name: string;
  thumb?: string | undefined;
  /** Label and value pairs shown under the name. */
  figures: readonly (readonly [string, ReactNode])[];
  /** The first rows of the first page are on screen at once: their pictures load without waiting. */
  eager?: boolean;
}

/** One ranked row of a hot list: rank, picture when there is one, name and its figures. */
export function HotRow({ rank, name, thumb, figures, eager = false }: HotRowProps) {
  return (
    <li className="m-hot-row">
      <span className={`m-hot-rank${rank <= 3 ? ' is-top' : ''}`}>{rank}</span>
      {thumb !== undefined ? <img className="m-hot-thumb" src={thumb} alt="" width={44} height={44} loading={eager ? 'eager' : 'lazy'} decoding="async" /> : null}
      <div className="m-hot-body">
        <p className="m-hot-name">{name}</p>
        <dl className="m-hot-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
