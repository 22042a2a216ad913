/** A default avatar: the name's last character on a colour picked from the account id. */
export function avatarFor(name: string, id: number): string {
  const hue = (id * 137) % 360;
  const letter = [...name.replace(/[*\d]/g, '')].pop() ?? String(id % 10);
  const escaped = letter.replace(/[<>&"']/g, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},55%,52%)"/>` +
    `<text x="32" y="41" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">${escaped}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
