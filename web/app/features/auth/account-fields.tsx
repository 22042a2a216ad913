import { Form, Input, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Auth, MessagePurpose } from '@marketlens/core/auth';
import { FIELD_MAX_LENGTH, stripSpaces, type formRules } from '@marketlens/core/validators';
import { SmsCodeButton } from './sms-code-button';

type Rules = ReturnType<typeof formRules>;

/** The phone number and the SMS code with its send button, as every SMS form of the login page has them. */
export function PhoneCodeFields({ auth, rules, purpose, mobile, onMobileBlur, onSent, beforeSend }: {
  auth: Auth;
  rules: Rules;
  purpose: MessagePurpose;
  /** Reads the phone field when the code is requested. */
  mobile: () => string;
  onMobileBlur?: () => void;
  onSent?: () => void;
  /** Asked before a code is sent; false sends none. */
  beforeSend?: () => Promise<boolean>;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile()} normalize={stripSpaces}>
        <Input size="large" maxLength={FIELD_MAX_LENGTH.mobile} inputMode="tel" autoComplete="tel" onBlur={onMobileBlur} />
      </Form.Item>
      <Form.Item label={t('fields.code')} required>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle rules={rules.smsCode()} normalize={stripSpaces}>
            <Input size="large" maxLength={FIELD_MAX_LENGTH.smsCode} inputMode="numeric" autoComplete="one-time-code" aria-label={t('fields.code')} />
          </Form.Item>
          <SmsCodeButton auth={auth} purpose={purpose} mobile={mobile} {...(onSent ? { onSent } : {})} {...(beforeSend ? { beforeSend } : {})} />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

/** A new password entered twice; the second must match the first. */
export function NewPasswordFields({ rules, form }: { rules: Rules; form: FormInstance }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Form.Item name="password" label={t('fields.newPassword')} rules={rules.password()}>
        <Input.Password size="large" maxLength={FIELD_MAX_LENGTH.password} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields.confirmPassword')} dependencies={['password']} rules={rules.passwordConfirm(() => form.getFieldValue('password'))}>
        <Input.Password size="large" maxLength={FIELD_MAX_LENGTH.password} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
