import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiIcons } from '../icons';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'>;

interface FieldProps extends InputProps {
  label: string;
  value: string;
  errors?: readonly string[] | undefined;
  onValue: (value: string) => void;
  /** Something joined to the input's right edge (the SMS code button). */
  addon?: ReactNode;
}

/** A field's messages under it, announced like antd's form announces them. */
function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  return (
    <div id={id} className="lf-errors" role="alert">
      {errors.map((m) => (
        <div key={m}>{m}</div>
      ))}
    </div>
  );
}

/**
 * A labelled text field of the login forms: plain HTML and the shared CSS, so the site's card paints
 * and answers before antd would have loaded, and the extension's popup carries no UI kit.
 */
export function TextField({ label, value, errors = [], onValue, addon, type = 'text', ...input }: FieldProps) {
  const id = useId();
  const invalid = errors.length > 0;
  const control = (
    <input
      id={id}
      className="lf-input"
      type={type}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-errors` : undefined}
      {...input}
    />
  );
  return (
    <div className={invalid ? 'lf-item lf-invalid' : 'lf-item'}>
      <label className="lf-label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="lf-compact">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {invalid ? <FieldErrors id={`${id}-errors`} errors={errors} /> : null}
    </div>
  );
}

/** A password field with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation('auth');
  const icons = useUiIcons();
  const [shown, setShown] = useState(false);
  const toggle = (
    // Named by its text, not aria-label: a label lookup of the field ("Password") must find the field alone.
    <button type="button" className="lf-eye" onClick={() => setShown((s) => !s)}>
      {shown ? <icons.eye aria-hidden /> : <icons.eyeInvisible aria-hidden />}
      <span className="mlu-hidden">{shown ? t('fields.hidePassword') : t('fields.showPassword')}</span>
    </button>
  );
  return <TextField {...props} type={shown ? 'text' : 'password'} addon={toggle} />;
}

/** The form's main button: full width, with a spinner while the call runs. */
export function SubmitButton({ loading, disabled = false, testId, children }: { loading: boolean; disabled?: boolean; testId?: string; children: ReactNode }) {
  return (
    <button type="submit" className="lf-submit" disabled={loading || disabled} aria-busy={loading || undefined} data-testid={testId}>
      {loading ? <span className="lf-spinner" aria-hidden /> : null}
      {children}
    </button>
  );
}

/** What went wrong with the last login step, under the form. */
export function CardAlert({ children }: { children: ReactNode }) {
  return (
    <div className="auth-error lf-alert" role="alert">
      {children}
    </div>
  );
}

/** Shown while a part of the card that needs more code loads. */
export function CardLoading() {
  const { t } = useTranslation('auth');
  return (
    <div className="lf-loading" role="status">
      <span className="lf-spinner" aria-hidden />
      <span className="mlu-hidden">{t('fields.loading')}</span>
    </div>
  );
}
