import { Button } from '../../../platform/ui/button';
import { useT } from '../../../platform/i18n/i18n-context';
import { useCopy } from '../hooks/use-copy';

export interface CopyButtonProps {
  /** what is copied, or how to make it when clicked (an address read from the page) */
  text: string | (() => string);
  /** the button's name ("Copy order number") */
  label: string;
}

/**
 * Copies `text`; a polite status says it was copied, or that the browser would not (the text is
 * on screen to copy by hand).
 */
export function CopyButton({ text, label }: CopyButtonProps) {
  const t = useT();
  const { state, copy } = useCopy();
  return (
    <>
      <Button variant="ghost" onClick={() => copy(typeof text === 'string' ? text : text())}>
        {label}
      </Button>
      <span role="status" aria-live="polite">
        {state === 'copied' && t('WEB.ORDER.COPIED')}
        {state === 'failed' && t('WEB.ORDER.COPY-FAILED')}
      </span>
    </>
  );
}
