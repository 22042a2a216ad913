import { Button, Checkbox, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MESSAGE_PURPOSES, useAuthState, type Auth, type PromoteAttribution } from '@marketlens/core/auth';
import { msg } from '@marketlens/core/i18n';
import { FIELD_MAX_LENGTH, formRules, normalizeMobile } from '@marketlens/core/validators';
import { AgreementLinks } from './agreement-links';
import { PhoneCodeFields } from './account-fields';
import { useCoreT } from '@marketlens/ui/i18n';

interface Fields {
  mobile: string;
  captcha: string;
  password: string;
  agreed: boolean;
}

interface RegisterFormProps {
  auth: Auth;
  /** 'activity' registers through the lottery (expandInfo carries the activity and the inviter's code). */
  variant?: 'normal' | 'activity';
  expandInfo?: string | undefined;
  /** Text of the submit button. */
  submitLabel?: string;
  /** False for the fast registration: phone and SMS code only, the password is set later. */
  withPassword?: boolean;
  /** A promote page's registration: its channel, promotion, mode and path travel with it. */
  promote?: PromoteAttribution | undefined;
  /** Where the registration goes on success instead of the default; null stays on the page. */
  successPath?: string | null | undefined;
}

/** Account registration: phone (an existing number warns), SMS code, password, and agreeing to the terms. */
export function RegisterForm({ auth, variant = 'normal', expandInfo, submitLabel, withPassword = true, promote, successPath }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const { t: ct, text } = useCoreT();
  const { search } = useLocation();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const [form] = Form.useForm<Fields>();
  const mobile = () => String(form.getFieldValue('mobile') ?? '');
  /**
   * Whether the number in the field has an account, asked as the member leaves the field and again
   * before a code is sent: a registered number is said under the field and gets no SMS.
   */
  const checkExisting = async (): Promise<boolean> => {
    const typed = mobile();
    const exists = await auth.checkUserExists(typed, false);
    // The answer is for the number still in the field only.
    if (exists && normalizeMobile(mobile()) === normalizeMobile(typed)) form.setFields([{ name: 'mobile', errors: [text(msg('auth.mobileRegistered'))] }]);
    return exists;
  };
  const freeBeforeSend = async () => !(await checkExisting());
  const submit = ({ agreed, ...v }: Fields) => {
    if (agreed !== true) return;
    const q = new URLSearchParams(search);
    const searchWord = q.get('searchWord');
    const keyWord = q.get('keyWord');
    void auth.register(
      { ...v, agreed },
      {
        variant,
        ...(expandInfo ? { expandInfo } : {}),
        ...(searchWord ? { searchWord } : {}),
        ...(keyWord ? { keyWord } : {}),
        ...(promote ? { promote } : {}),
        ...(successPath !== undefined ? { successPath } : {}),
      },
    );
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} validateTrigger="onChange" onFinish={submit} data-testid="register-form">
      <PhoneCodeFields auth={auth} rules={rules} purpose={MESSAGE_PURPOSES.register} mobile={mobile} onMobileBlur={() => void checkExisting()} beforeSend={freeBeforeSend} />
      {withPassword ? (
        <Form.Item name="password" label={t('fields.newPassword')} rules={rules.password()}>
          <Input.Password size="large" maxLength={FIELD_MAX_LENGTH.password} autoComplete="new-password" />
        </Form.Item>
      ) : null}
      <Form.Item name="agreed" valuePropName="checked" rules={rules.agreement()}>
        <Checkbox>
          <AgreementLinks prefix="prefix" />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {submitLabel ?? t('actions.register')}
      </Button>
    </Form>
  );
}
