import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { Icon } from '../../../../platform/ui/icon';
import {
  closeClass,
  pulloutBodyClass,
  pulloutClass,
  pulloutHeaderClass,
} from './listing-pullout.styles';

export interface ListingPulloutProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A slide-out panel over an overlay (spec §2 shell): a modal <dialog>, so focus stays inside,
 * the page behind is inert, and Escape closes it; a click on the overlay closes it too. It is
 * open for as long as it is mounted: the listing's toolbar mounts it to open it and unmounts
 * it to close it.
 */
export function ListingPullout({ title, onClose, children }: ListingPulloutProps) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);

  // Focus goes back to what opened it, as a dialog's close() does, when it goes away: the
  // opener is read before showModal() moves focus into the dialog.
  useEffect(() => {
    const opener = document.activeElement;
    ref.current?.showModal?.();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={pulloutClass}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // the dialog element itself is only hit on its backdrop
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={pulloutHeaderClass}>
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className={closeClass}
          aria-label={t('WEB.LISTING.FILTERS.CLOSE')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={pulloutBodyClass}>{children}</div>
    </dialog>
  );
}
