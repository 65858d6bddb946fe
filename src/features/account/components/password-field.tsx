import { useState } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { PASSWORD_MAX } from '../logic/account-rules';
import { passwordBoxClass, toggleClass } from './account.styles';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password field whose text the shopper may show and hide (spec §4 "password fields toggle
 * shown/hidden"); hidden again whenever the page is left, as the state is the component's.
 * It keeps the page's direction (unlike the e-mail field) so that its end padding stays on
 * the side of the button.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'children' | 'boxClassName'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      maxLength={PASSWORD_MAX}
      spellCheck={false}
      autoCapitalize="off"
      boxClassName={passwordBoxClass}
    >
      <button
        type="button"
        className={toggleClass}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
      >
        {t(shown ? 'WEB.ACCOUNT.PASSWORD.HIDE' : 'WEB.ACCOUNT.PASSWORD.SHOW')}
      </button>
    </TextField>
  );
}
