import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterField as FieldName } from '@pkg/contracts/system';
import type { FieldRule } from '@pkg/contracts/validation-patterns';
import { ruleHint } from '../field-rules';
import { TextField } from './text-field';

/** Input details per field: what the browser should offer (keyboard, autofill) and how it is masked. */
const INPUT: Partial<Record<FieldName, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'off', spellCheck: false },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  affiliateCode: { autoCapitalize: 'off', spellCheck: false },
  fullname: { autoComplete: 'name' },
  payeeName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  address: { autoComplete: 'street-address' },
  birthday: { autoComplete: 'bday', inputMode: 'numeric' },
};

interface RegisterFieldProps {
  id: string;
  field: FieldName;
  rule: FieldRule;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  before?: ReactNode;
}

/** One registration field as the brand's rule sets it up: label, input kind, length limit and hint. */
export function RegisterField({ id, field, rule, required, value, onChange, error, before }: RegisterFieldProps) {
  const { t } = useTranslation();
  // The confirmation follows the password's rule, which the player already sees there.
  const hint = field === 'confirmPassword' ? null : ruleHint(t, rule);
  return (
    <TextField
      {...INPUT[field]}
      id={id}
      label={t(`account.fields.${field}`)}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      required={required}
      maxLength={Math.max(rule.maxLength, 1)}
      before={before}
    />
  );
}
