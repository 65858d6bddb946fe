import { useT } from '../../../platform/i18n/i18n-context';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The e-mail field every account form asks for: the address as typed, left to right in every
 * language, at most 254 characters (an address's limit). `autoComplete` says whether it names
 * the account to sign in to ("username") or a new address ("email").
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useT();
  return (
    <TextField
      label={t('WEB.ACCOUNT.FIELD.EMAIL')}
      type="email"
      inputMode="email"
      dir="ltr"
      maxLength={254}
      {...props}
    />
  );
}
