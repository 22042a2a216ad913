import { UserIcon } from '../icons/icons';

/** The member's round avatar in the header, or a person icon when the account has none (plain HTML: no antd on first load). */
export function MemberAvatar({ src, alt }: { src: string; alt: string }) {
  if (src) return <img className="member-avatar" src={src} width={32} height={32} alt={alt} />;
  return (
    <span className="member-avatar" role="img" aria-label={alt}>
      <UserIcon aria-hidden />
    </span>
  );
}
