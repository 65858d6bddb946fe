import { css } from '@linaria/core';
import { useT } from '../../../platform/i18n/i18n-context';
import { useOutboxWrite } from '../../../platform/outbox';
import { tokens } from '../../../platform/ui/tokens';
import { useFavourites } from '../hooks/use-favourites';

const statusClass = css`
  margin: 0;
  font-size: 0.8125rem;
  color: ${tokens.muted};
  min-block-size: 1.25em;
`;

/**
 * A live line saying a favourites change made offline waits in the outbox ("Saved — will be
 * sent when you're back online"), then that it was sent. Empty otherwise.
 */
export function FavouritesSyncStatus({ className }: { className?: string }) {
  const t = useT();
  const { queuedOutboxId } = useFavourites();
  const write = useOutboxWrite(queuedOutboxId);
  const text =
    write === 'pending' ? t('WEB.OUTBOX.PENDING') : write === 'sent' ? t('WEB.OUTBOX.SENT') : '';
  return (
    <p role="status" className={className ? `${statusClass} ${className}` : statusClass}>
      {text}
    </p>
  );
}
