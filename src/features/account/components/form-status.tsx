import type { Translate } from '../../../platform/i18n/i18n';
import { useT } from '../../../platform/i18n/i18n-context';
import { ACCOUNT_CODE_LABELS, SUCCESS_CODES, type AccountCode } from '../logic/account-codes';
import { PASSWORD_MAX, PASSWORD_MIN, type FieldProblem } from '../logic/account-rules';
import { alertClass } from './account.styles';

/** The text of a field's problem, shown beside it. */
export function problemText(t: Translate, problem: FieldProblem | undefined): string | null {
  switch (problem) {
    case undefined:
      return null;
    case 'REQUIRED':
      return t('WEB.ACCOUNT.ERROR.REQUIRED');
    case 'INVALID_EMAIL':
      return t('WEB.ACCOUNT.ERROR.EMAIL');
    case 'PASSWORD_SHORT':
      return t('WEB.ACCOUNT.ERROR.PASSWORD-SHORT', { min: PASSWORD_MIN });
    case 'PASSWORD_LONG':
      return t('WEB.ACCOUNT.ERROR.PASSWORD-LONG', { max: PASSWORD_MAX });
    case 'CODE_FORMAT':
      return t('WEB.ACCOUNT.ERROR.CODE-FORMAT');
    case 'TOO_LONG':
      return t('WEB.ACCOUNT.ERROR.TOO-LONG');
  }
}

/**
 * What the identity provider answered, above the form: a failure as an alert, a success (a new
 * code sent, a password changed) as a polite status.
 */
export function FormStatus({ code }: { code: AccountCode | null }) {
  const t = useT();
  if (!code) return null;
  const success = SUCCESS_CODES.has(code);
  return (
    <p
      className={alertClass}
      role={success ? 'status' : 'alert'}
      data-tone={success ? 'success' : undefined}
    >
      {t(ACCOUNT_CODE_LABELS[code])}
    </p>
  );
}
