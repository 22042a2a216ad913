/** The two legal texts of the site. */
export type LegalKind = 'agreement' | 'privacy';

/** Section ids of each text, in reading order (keys under legal:<kind>.sections). */
export const LEGAL_SECTIONS = Object.freeze({
  agreement: ['scope', 'account', 'membership', 'fees', 'data', 'conduct', 'liability', 'termination', 'contact'],
  privacy: ['collect', 'use', 'storage', 'sharing', 'cookies', 'observations', 'rights', 'security', 'ending', 'contact'],
} as const);
