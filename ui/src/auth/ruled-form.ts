import { useRef, useState, type FormEvent } from 'react';
import type { FormRule } from '@marketlens/core/validators';

/** The messages of every rule a value breaks (all of them, as antd's form shows them). */
export async function brokenRules(rules: readonly FormRule[], value: string): Promise<string[]> {
  const results = await Promise.all(
    rules.map(async (rule) => {
      const empty = value === '' || (rule.whitespace === true && value.trim() === '');
      if (rule.required && empty) return rule.message ?? '';
      if (rule.max !== undefined && value.length > rule.max) return rule.message ?? '';
      if (!rule.validator) return undefined;
      try {
        await rule.validator(rule, value);
        return undefined;
      } catch (err) {
        return err instanceof Error ? err.message : String(err);
      }
    }),
  );
  return results.filter((m): m is string => m !== undefined);
}

type Fields = Record<string, string>;

export interface RuledForm<F extends Fields> {
  values: F;
  errors: Partial<Record<keyof F, string[]>>;
  /** Sets a field (after `normalize`) and checks it, as the visitor types. */
  set(name: keyof F, value: string): void;
  /** The field's current value, also between renders (for a button that reads the phone number). */
  get(name: keyof F): string;
  /** The form's submit handler: checks every field, then hands the values over when all pass. */
  onSubmit(done: (values: F) => void): (e: FormEvent<HTMLFormElement>) => void;
}

/**
 * A small form state for the login card: antd-shaped rules from core (`formRules`) checked on every
 * change and on submit, so the messages are the ones the antd forms show, without antd's form.
 */
export function useRuledForm<F extends Fields>(initial: F, rules: { [K in keyof F]: readonly FormRule[] }, normalize: (v: string) => string = (v) => v): RuledForm<F> {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string[]>>>({});
  const latest = useRef<F>(initial);
  // A slow check answered after a newer one must not overwrite its messages.
  const turns = useRef<Partial<Record<keyof F, number>>>({});
  const check = async (name: keyof F, value: string): Promise<boolean> => {
    const turn = (turns.current[name] ?? 0) + 1;
    turns.current[name] = turn;
    const broken = await brokenRules(rules[name], value);
    if (turns.current[name] === turn) setErrors((e) => ({ ...e, [name]: broken }));
    return broken.length === 0;
  };
  return {
    values,
    errors,
    set(name, raw) {
      const value = normalize(raw);
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
      void check(name, value);
    },
    get: (name) => latest.current[name] ?? '',
    onSubmit: (done) => (e) => {
      e.preventDefault();
      const names = Object.keys(rules) as (keyof F)[];
      void Promise.all(names.map((n) => check(n, latest.current[n] ?? ''))).then((ok) => {
        if (ok.every(Boolean)) done(latest.current);
      });
    },
  };
}
